// The album's picture picker: FilePond checks the type (read from the content), crops 1:1 and
// resizes to at most the stored photo's side in the browser (except GIFs, which the server crops
// so that they stay animated), previews each as a small square tile (the order list beside it
// carries the rest, decision 125), and hands each picture to the upload queue, whose line decides
// when it uploads (an item waiting there says 'Menunggu', decision 150).
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import FilePondPluginImageCrop from 'filepond-plugin-image-crop';
import FilePondPluginImagePreview from 'filepond-plugin-image-preview';
import FilePondPluginImageResize from 'filepond-plugin-image-resize';
import FilePondPluginImageTransform from 'filepond-plugin-image-transform';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { ALBUM_MAX_PHOTOS, ALBUM_PHOTO_SIDE } from '../../../../contract/limits.ts';
import { text } from '../../../text/catalogue.ts';
import { transformsInBrowser } from './browser-transform.ts';
import { detectPictureType } from './picture-type.ts';
import { PondBridge, type UploadQueueActor } from './pond-bridge.ts';
import { pondRevealItems } from './pond-reveal-items.ts';
import { pondWaitingLabel } from './pond-waiting-label.ts';
import { useFocusKeptInPond } from './use-focus-kept-in-pond.ts';
import 'filepond/dist/filepond.min.css';
import 'filepond-plugin-image-preview/dist/filepond-plugin-image-preview.min.css';
import './album-pond.css';

declare module 'filepond' {
  // FilePond reads this option (see its source, "allowMinimumUploadDuration"); its types omit it.
  interface FilePondBaseProps {
    /** Whether every upload shows as under way for at least 750 ms (random, up to 1500); on by default. */
    allowMinimumUploadDuration?: boolean;
  }
}

registerPlugin(
  FilePondPluginFileValidateType,
  FilePondPluginImageCrop,
  FilePondPluginImageResize,
  FilePondPluginImageTransform,
  FilePondPluginImagePreview,
  pondWaitingLabel,
  pondRevealItems,
);

const t = text.upload;
const widget = t.widget;

/** Side of a tile, about a fifth of the dialog at 1280 px and a third at 375 px (album-pond.css). */
const PREVIEW_HEIGHT = 112;
const INSERT_INTERVAL_MS = 1500;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

interface AlbumPondProps {
  queue: UploadQueueActor;
  /** Whether picked pictures are still being read, cropped or waiting to be handed to the queue. */
  onPickingChange: (picking: boolean) => void;
}

export function AlbumPond({ queue, onPickingChange }: AlbumPondProps) {
  const [bridge] = useState(() => new PondBridge(queue));
  const pond = useRef<FilePond>(null);
  const area = useRef<HTMLDivElement>(null);
  useFocusKeptInPond(area);

  // A layout clean-up runs before FilePond's own unmount, so its aborts find the bridge detached.
  useLayoutEffect(() => {
    bridge.attach();
    return () => bridge.detach();
  }, [bridge]);

  useEffect(() => bridge.watchPicking(onPickingChange), [bridge, onPickingChange]);

  return (
    <div ref={area}>
      <FilePond
        ref={pond}
        name="album_content"
        allowMultiple
        maxFiles={ALBUM_MAX_PHOTOS}
        // Every prepared picture goes to the queue at once, which uploads one at a time in its line.
        maxParallelUploads={ALBUM_MAX_PHOTOS}
        itemInsertLocation="after"
        itemInsertInterval={INSERT_INTERVAL_MS}
        acceptedFileTypes={ACCEPTED_TYPES}
        fileValidateTypeDetectType={detectPictureType}
        imageCropAspectRatio="1:1"
        imageResizeTargetWidth={ALBUM_PHOTO_SIDE}
        imageResizeTargetHeight={ALBUM_PHOTO_SIDE}
        imageResizeMode="cover"
        imageResizeUpscale={false}
        imageTransformImageFilter={transformsInBrowser}
        imagePreviewHeight={PREVIEW_HEIGHT}
        // The item says 'Upload complete' when the queue has the upload, as the order list does,
        // not after a made-up minimum upload time.
        allowMinimumUploadDuration={false}
        credits={false}
        server={bridge.server}
        beforeAddFile={bridge.tagItem}
        onaddfilestart={bridge.onAddFileStart}
        onaddfile={bridge.onAddFile}
        onremovefile={bridge.onRemoveFile}
        oninit={() => pond.current && bridge.connect(pond.current)}
        onwarning={bridge.onWarning}
        labelIdle={`${t.idle} <span class="filepond--label-action">${t.browse}</span>`}
        labelFileTypeNotAllowed={widget.invalidType}
        fileWaitsForTurn={bridge.waitsForTurn}
        labelFileWaitingForTurn={t.status.queued}
        labelFileProcessing={widget.uploading}
        labelFileProcessingComplete={widget.complete}
        labelTapToUndo={widget.tapToUndo}
        labelTapToCancel={widget.tapToCancel}
        labelTapToRetry={widget.tapToRetry}
        labelButtonRemoveItem={widget.remove}
        labelFileLoadError={widget.loadError}
        labelFileProcessingError={widget.uploadError}
        labelFileProcessingRevertError={widget.revertError}
        labelFileRemoveError={widget.removeError}
        labelInvalidField={widget.invalidField}
      />
    </div>
  );
}
