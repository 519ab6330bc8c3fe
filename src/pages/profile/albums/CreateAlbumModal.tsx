// The create-album dialog (loaded with FilePond only when first opened): the picture picker, the
// photos in their order, the caption and Posting. Posting waits for every picked picture, also
// those the picker is still preparing. Closing keeps the draft; while pictures are still being
// prepared (only the picker holds them) it waits for them, so none is lost. "Buang draft" drops
// the draft and reverts its uploads.
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { ALBUM_CAPTION_MAX_LENGTH } from '../../../../contract/limits.ts';
import { postWait } from '../../../../machines/upload-queue.machine.ts';
import { Button } from '../../../components/Button.tsx';
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

  const discard = () => {
    queue.send({ type: 'DISCARD' });
    onClose();
  };

  return (
    <Modal title={t.create} onClose={close} width="max-w-xl">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canPost) queue.send({ type: 'POST' });
        }}
      >
        {closeWhenReady && (
          <p role="status" className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {text.upload.closingWhenReady}
          </p>
        )}
        <div>
          <AlbumPond queue={queue} onPickingChange={setPicking} />
          <UploadOrderList queue={queue} />
        </div>
        <TextArea
          label={t.caption}
          rows={3}
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
      </form>
    </Modal>
  );
}
