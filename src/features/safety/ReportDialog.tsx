// The report dialog (machines/report.machine.ts): the reason as a group of choices, an optional
// note, and, once sent, the offer to block or mute the author at once.
import { useActorRef, useSelector } from '@xstate/react';
import { REPORT_NOTE_MAX_LENGTH } from '../../../contract/limits.ts';
import { REPORT_CATEGORIES } from '../../../contract/moderation.ts';
import type { ReportEmitted, ReportTarget } from '../../../machines/report.machine.ts';
import { useSafetyFlows } from '../../app/flows/safety.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useEmitted } from '../../app/use-emitted.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { text } from '../../text/catalogue.ts';

const t = text.safety;

interface ReportDialogProps {
  target: ReportTarget;
  author: string;
  onClose: () => void;
  onHandOver: (action: Extract<ReportEmitted, { type: 'handOver' }>['action']) => void;
}

export function ReportDialog({ target, author, onClose, onHandOver }: ReportDialogProps) {
  const actor = useActorRef(useSafetyFlows().report, { ...useActorOptions(), input: { target, author } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { category, note, problem } = state.context;
  const sending = state.hasTag('sendingReport');
  useEmitted(actor, 'closed', onClose);
  useEmitted(actor, 'handOver', (emitted) => {
    if (emitted.type === 'handOver') onHandOver(emitted.action);
  });
  const close = () => {
    if (!sending) actor.send({ type: 'CLOSE' });
  };

  if (state.matches('sent')) {
    return (
      <Modal title={t.sent} onClose={close} width="max-w-md">
        <div role="status" className="space-y-2 text-slate-800 dark:text-slate-200">
          <p>{t.sentBody}</p>
          <p>{t.sentOffer(author)}</p>
        </div>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => actor.send({ type: 'MUTE_AUTHOR' })}>
            {t.muteAuthor(author)}
          </Button>
          <Button variant="secondary" onClick={() => actor.send({ type: 'BLOCK_AUTHOR' })}>
            {t.blockAuthor(author)}
          </Button>
          <Button onClick={close}>{t.done}</Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t.reportTitle[target.kind]} onClose={close} width="max-w-md">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT' });
        }}
      >
        <fieldset disabled={sending}>
          <legend className="mb-2 font-medium text-slate-900 dark:text-white">{t.categoryLegend}</legend>
          <div className="space-y-1">
            {REPORT_CATEGORIES.map((choice) => (
              <label key={choice} className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                <input
                  type="radio"
                  name="report-category"
                  value={choice}
                  checked={category === choice}
                  onChange={() => actor.send({ type: 'CATEGORY_CHOSEN', category: choice })}
                  className="accent-rose-700"
                />
                {t.categories[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextArea
          label={t.note}
          placeholder={t.notePlaceholder}
          value={note}
          rows={3}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          disabled={sending}
          hint={text.post.charactersUsed(note.length, REPORT_NOTE_MAX_LENGTH)}
          onValueChange={(value) => actor.send({ type: 'NOTE_CHANGED', note: value })}
        />
        {problem && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t.problems[problem]}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" disabled={sending} onClick={close}>
            {t.cancel}
          </Button>
          <Button type="submit" busy={sending} disabled={category === null}>
            {t.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
