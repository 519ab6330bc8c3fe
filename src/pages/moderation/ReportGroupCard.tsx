import type { ReportGroup } from '../../../machines/moderation.ts';
import { isPicturePreview } from '../../../machines/moderation.ts';
import { Button } from '../../components/Button.tsx';
import { formatDate } from '../../text/dates.ts';
import { text } from '../../text/catalogue.ts';
import { ReportedPreview } from './ReportedPreview.tsx';

const t = text.moderation;

interface ReportGroupCardProps {
  group: ReportGroup;
  /** Offered while the reports are open. */
  onAct?: () => void;
}

/** One reported target: what it is, whose, how often and why it was reported. */
export function ReportGroupCard({ group, onAct }: ReportGroupCardProps) {
  const { target, reports } = group;
  const kind = t.kinds[target.kind];
  const count = reports[0].status === 'open' ? Math.max(reports[0].open_reports_on_target, reports.length) : reports.length;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900 dark:text-white">
          {kind} <span className="font-normal text-slate-600 dark:text-slate-400">{t.author(target.author.username)}</span>
        </p>
        <p className="text-sm font-semibold text-rose-800 dark:text-rose-300">{t.reportCount(count)}</p>
      </div>
      <ReportedPreview target={target} picture={isPicturePreview(target)} />
      <ul className="mt-3 space-y-2 text-sm">
        {reports.map((report) => (
          <li key={report.id} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
            <p>
              <span className="font-semibold">{t.categories[report.category]}</span>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                {t.reportedBy(report.reporter.username)} · <time dateTime={report.created_at}>{formatDate(report.created_at)}</time>
              </span>
            </p>
            {report.note && <p className="mt-1 break-words whitespace-pre-line">{report.note}</p>}
          </li>
        ))}
      </ul>
      {onAct && (
        <div className="mt-3 flex justify-end">
          <Button aria-label={t.actOn(kind, target.author.username)} onClick={onAct}>
            {t.act}
          </Button>
        </div>
      )}
    </li>
  );
}
