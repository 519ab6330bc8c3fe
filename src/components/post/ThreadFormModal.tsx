import { THREAD_MAX_LENGTH } from '../../../contract/limits.ts';
import { text } from '../../text/catalogue.ts';
import { Button } from '../Button.tsx';
import { SubmitForm } from '../SubmitForm.tsx';
import { Modal } from '../Modal.tsx';
import { TextArea } from '../TextArea.tsx';

const t = text.thread;

interface ThreadFormModalProps {
  title: string;
  submitLabel: string;
  value: string;
  /** The server's message for the text. */
  error: string | null;
  /** Marks the field red without a message of its own (the toast says why). */
  invalid?: boolean;
  busy: boolean;
  canSubmit: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** The thread text in a dialog, for writing a new thread or updating one. */
export function ThreadFormModal({
  title,
  submitLabel,
  value,
  error,
  invalid = false,
  busy,
  canSubmit,
  onChange,
  onSubmit,
  onClose,
}: ThreadFormModalProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <SubmitForm className="space-y-4" onSubmit={() => onSubmit()}>
        <TextArea
          label={t.textLabel}
          hideLabel
          data-autofocus
          required
          rows={6}
          value={value}
          placeholder={t.placeholder}
          readOnly={busy}
          error={error}
          invalid={invalid}
          hint={text.post.charactersUsed(value.length, THREAD_MAX_LENGTH)}
          onValueChange={onChange}
        />
        <div className="flex justify-end">
          <Button type="submit" busy={busy} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </div>
      </SubmitForm>
    </Modal>
  );
}
