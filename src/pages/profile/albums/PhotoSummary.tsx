// One photo of a new album as its own actor shows it: a preview, its name and where its upload
// stands ('Menunggu', 'Mengunggah...' with a bar, 'Terunggah', 'Gagal diunggah'). A photo being
// taken back shows no status: it has left the album.
import { useSelector } from '@xstate/react';
import { shownAs, type UploadPhotoTag } from '../../../../machines/upload-photo.machine.ts';
import type { UploadPhotoRef } from '../../../../machines/upload-queue.machine.ts';
import { useObjectUrl } from '../../../components/use-object-url.ts';
import { text } from '../../../text/catalogue.ts';

const t = text.upload;

export const PHOTO_STATUS: Record<UploadPhotoTag, string> = {
  waiting: t.status.queued,
  uploading: t.status.uploading,
  uploaded: t.status.uploaded,
  failed: t.status.failed,
};

const STATUS_COLOURS: Record<UploadPhotoTag, string> = {
  waiting: 'text-slate-600 dark:text-slate-400',
  uploading: 'text-slate-600 dark:text-slate-400',
  uploaded: 'text-emerald-700 dark:text-emerald-400',
  failed: 'text-red-700 dark:text-red-400',
};

/** The queue learns no byte counts, so an upload shows as under way without a share done. */
function UploadingBar({ name }: { name: string }) {
  return (
    <div
      role="progressbar"
      aria-label={t.uploadingOf(name)}
      className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div className="h-full w-full rounded-full bg-rose-600 motion-safe:animate-pulse dark:bg-rose-400" />
    </div>
  );
}

export function PhotoSummary({ photo }: { photo: UploadPhotoRef }) {
  const { name, file } = useSelector(photo, (snapshot) => snapshot.context);
  const shown = useSelector(photo, shownAs);
  const preview = useObjectUrl(file);
  return (
    <>
      {preview && <img src={preview} alt="" className="h-12 w-12 shrink-0 rounded-lg bg-slate-200 object-cover dark:bg-slate-800" />}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{name}</p>
        {shown && <p className={`text-xs ${STATUS_COLOURS[shown]}`}>{PHOTO_STATUS[shown]}</p>}
        {shown === 'uploading' && <UploadingBar name={name} />}
      </div>
    </>
  );
}
