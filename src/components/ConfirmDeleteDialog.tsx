import { ConfirmDialog } from './ConfirmDialog.tsx';

interface ConfirmDeleteDialogProps {
  /** The screen's own words: its question, Lanjut and Cancel. */
  texts: { confirmDelete: string; confirm: string; cancel: string };
  /** The confirmed delete runs. */
  deleting: boolean;
  /** The machine that asked hears the answer. */
  send: (event: { type: 'CONFIRM' } | { type: 'CANCEL' }) => void;
}

/** The owner's last question before something of theirs is deleted. */
export function ConfirmDeleteDialog({ texts, deleting, send }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      question={texts.confirmDelete}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      busy={deleting}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onCancel={() => send({ type: 'CANCEL' })}
    />
  );
}
