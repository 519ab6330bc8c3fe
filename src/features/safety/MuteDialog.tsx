import { MUTE_DURATIONS, type MemberSafetyEvent, type MuteDays } from '../../../machines/member-safety.machine.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { text } from '../../text/catalogue.ts';

const t = text.safety;

const durationLabel = (days: MuteDays) => (days === null ? t.muteFor.untilLifted : t.muteFor[days]);

interface MuteDialogProps {
  username: string;
  /** The mute is being stored: the choices wait. */
  muting: boolean;
  /** The duration being stored. */
  chosen: MuteDays;
  send: (event: MemberSafetyEvent) => void;
}

/** How long to mute a member: 1, 7 or 30 days, or until lifted. */
export function MuteDialog({ username, muting, chosen, send }: MuteDialogProps) {
  const cancel = () => {
    if (!muting) send({ type: 'CANCEL' });
  };
  return (
    <Modal title={t.muteTitle(username)} onClose={cancel} width="max-w-md">
      <p className="text-slate-800 dark:text-slate-200">{t.muteBody(username)}</p>
      <div className="mt-5 grid gap-2 sm:grid-cols-2">
        {MUTE_DURATIONS.map((days) => (
          <Button
            key={String(days)}
            variant="secondary"
            busy={muting && chosen === days}
            disabled={muting}
            onClick={() => send({ type: 'MUTE_FOR', days })}
          >
            {durationLabel(days)}
          </Button>
        ))}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="link" disabled={muting} onClick={cancel}>
          {t.cancel}
        </Button>
      </div>
    </Modal>
  );
}
