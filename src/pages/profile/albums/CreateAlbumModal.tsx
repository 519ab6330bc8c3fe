// The create-album dialog (loaded with FilePond only when first opened): the picture picker, the
// photos in their order, the caption and Posting. Posting waits for every picked picture, also
// those the picker is still preparing. Closing keeps the draft; while pictures are still being
// prepared (only the picker holds them) it waits for them, so none is lost. "Buang draft" drops
// the draft and reverts its uploads. The photos scroll while the caption and Posting stay at the
// foot of the dialog, in reach however many photos there are. Posting photos without a
// description first asks 'Posting tanpa deskripsi?' (unless the member switched that off).
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ALBUM_CAPTION_MAX_LENGTH } from '../../../../contract/limits.ts';
import { postWait } from '../../../../machines/upload-queue.machine.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { text } from '../../../text/catalogue.ts';
import { AlbumPond } from './AlbumPond.tsx';
import type { UploadQueueActor } from './pond-bridge.ts';
import { UploadOrderList } from './UploadOrderList.tsx';
import { usePhotosShown } from './use-photos-shown.ts';

const t = text.album;

interface CreateAlbumModalProps {
  queue: UploadQueueActor;
  onClose: () => void;
}

export default function CreateAlbumModal({ queue, onClose }: CreateAlbumModalProps) {
  const state = useSelector(queue, (snapshot) => snapshot);
  const { caption } = state.context;
  const posting = state.hasTag('postingAlbum');
  const photos = usePhotosShown(queue);
  const [picking, setPicking] = useState(false);
  const canPost = !picking && state.can({ type: 'POST' });
  // Pictures the picker still prepares are uploads to wait for, too.
  const waitingFor = posting ? null : picking ? 'uploading' : postWait(photos, caption);
  const waitNoteId = useId();
  const [closeWhenReady, setCloseWhenReady] = useState(false);
  const close = () => (picking ? setCloseWhenReady(true) : onClose());

  useEffect(() => {
    if (closeWhenReady && !picking) onClose();
  }, [closeWhenReady, picking, onClose]);

  const reminding = state.hasTag('remindingAlt');
  const queueView = useRef<HTMLDivElement>(null);
  // 'Tambahkan' leads to the first photo still without a description, once the reminder (which
  // gives focus back to Posting as it closes) is gone.
  const [describeNext, setDescribeNext] = useState<string | null>(null);
  const addDescriptions = () => {
    setDescribeNext(state.context.items.find((item) => item.alt.trim() === '')?.id ?? null);
    queue.send({ type: 'ADD_ALT' });
  };
  useEffect(() => {
    if (reminding || describeNext === null) return;
    queueView.current?.querySelector<HTMLTextAreaElement>(`[data-alt-for="${describeNext}"]`)?.focus();
    setDescribeNext(null);
  }, [reminding, describeNext]);

  const discard = () => {
    queue.send({ type: 'DISCARD' });
    onClose();
  };

  return (
    <Modal title={t.create} onClose={close} width="max-w-2xl" fitScreen>
      <form
        noValidate
        className="flex min-h-0 flex-1 flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          if (canPost) queue.send({ type: 'POST' });
        }}
      >
        <div ref={queueView} className="-mx-1 min-h-0 flex-1 space-y-4 overflow-y-auto px-1 pb-3">
          {closeWhenReady && (
            <p role="status" className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {text.upload.closingWhenReady}
            </p>
          )}
          <div>
            <AlbumPond queue={queue} onPickingChange={setPicking} />
            <UploadOrderList queue={queue} />
          </div>
        </div>
        <div className="shrink-0 space-y-3 border-t border-slate-200 pt-3 dark:border-slate-700">
          <TextArea
            label={t.caption}
            rows={2}
            required
            value={caption}
            placeholder={t.captionPlaceholder}
            maxLength={ALBUM_CAPTION_MAX_LENGTH}
            // Opens with the first uploaded photo.
            disabled={!posting && !state.can({ type: 'CAPTION_CHANGED', caption })}
            readOnly={posting}
            note={waitingFor === 'noCaption' ? text.common.required : null}
            onValueChange={(value) => queue.send({ type: 'CAPTION_CHANGED', caption: value })}
          />
          {waitingFor && (
            <p id={waitNoteId} className="text-right text-sm text-amber-800 dark:text-amber-300">
              {t.postWaits[waitingFor]}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="secondary" disabled={!state.can({ type: 'DISCARD' })} onClick={discard}>
              {t.discard}
            </Button>
            <Button type="submit" busy={posting} disabled={!canPost} aria-describedby={waitingFor ? waitNoteId : undefined}>
              {t.post}
            </Button>
          </div>
        </div>
      </form>
      {reminding && (
        <ConfirmDialog
          question={text.altText.reminder}
          confirmLabel={text.altText.reminderPost}
          cancelLabel={text.altText.reminderAdd}
          busy={false}
          onConfirm={() => queue.send({ type: 'POST_ANYWAY' })}
          onCancel={addDescriptions}
        />
      )}
    </Modal>
  );
}
