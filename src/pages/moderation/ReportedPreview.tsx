import type { ReportedTarget } from '../../../machines/moderation.ts';
import { MediaImage } from '../../components/MediaImage.tsx';
import { text } from '../../text/catalogue.ts';

const t = text.moderation;

/** The reported text, or the album's cover. */
export function ReportedPreview({ target, picture }: { target: ReportedTarget; picture: boolean }) {
  if (target.preview === null) return <p className="mt-2 text-sm text-slate-600 italic dark:text-slate-400">{t.noPreview}</p>;
  if (picture) {
    return (
      <MediaImage
        src={target.preview}
        alt={t.coverAlt(target.author.username)}
        kind="photo"
        sizes="128px"
        side={128}
        className="mt-2 aspect-square w-32 rounded-lg object-cover"
      />
    );
  }
  return (
    <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 break-words whitespace-pre-line text-slate-800 dark:border-slate-600 dark:text-slate-200">
      {target.preview}
    </blockquote>
  );
}
