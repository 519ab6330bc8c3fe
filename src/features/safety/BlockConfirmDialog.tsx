import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { text } from '../../text/catalogue.ts';

const t = text.safety;

interface BlockConfirmDialogProps {
  username: string;
  /** The block is being stored: 'Blokir' shows it and cannot be pressed again. */
  blocking: boolean;
  send: (event: { type: 'CONFIRM' } | { type: 'CANCEL' }) => void;
}

/** Asks once more before a block, saying what it does. */
export function BlockConfirmDialog({ username, blocking, send }: BlockConfirmDialogProps) {
  const cancel = () => {
    if (!blocking) send({ type: 'CANCEL' });
  };
  return (
    <Modal title={t.confirmBlock(username)} onClose={cancel} width="max-w-md">
      <p className="text-slate-800 dark:text-slate-200">{t.confirmBlockBody(username)}</p>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" disabled={blocking} onClick={cancel}>
          {t.cancel}
        </Button>
        <Button busy={blocking} onClick={() => send({ type: 'CONFIRM' })}>
          {t.block}
        </Button>
      </div>
    </Modal>
  );
}
