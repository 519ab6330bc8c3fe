// The description of each photo of an album being edited (contract §19), each beside its
// thumbnail: what screen readers read for the photo. Saved with the caption by 'Perbarui'.
import { useId } from 'react';
import { ALBUM_PHOTO_ALT_MAX_LENGTH } from '../../../contract/limits.ts';
import type { AlbumPhoto } from '../../../contract/wire.ts';
import { MediaImage } from '../../components/MediaImage.tsx';
import { text } from '../../text/catalogue.ts';

const t = text.altText;
const THUMBNAIL_SIDE = 56;

interface PhotoDescriptionsProps {
  photos: AlbumPhoto[];
  /** As typed, by photo id. */
  drafts: Record<number, string>;
  readOnly: boolean;
  onChange: (id: number, alt: string) => void;
}

interface DescriptionRowProps {
  photo: AlbumPhoto;
  position: number;
  total: number;
  draft: string;
  readOnly: boolean;
  onChange: (alt: string) => void;
}

function DescriptionRow({ photo, position, total, draft, readOnly, onChange }: DescriptionRowProps) {
  const id = useId();
  return (
    <li className="flex items-start gap-3">
      <MediaImage
        src={photo.content}
        alt=""
        kind="photo"
        sizes={`${THUMBNAIL_SIDE}px`}
        side={THUMBNAIL_SIDE}
        className="h-14 w-14 shrink-0 rounded-lg bg-slate-200 object-cover dark:bg-slate-800"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-700 dark:text-slate-300">
          <span aria-hidden="true">{t.label}</span>
          <span className="sr-only">{t.labelOf(text.album.photoAlt(position, total))}</span>
        </label>
        <textarea
          id={id}
          rows={2}
          value={draft}
          maxLength={ALBUM_PHOTO_ALT_MAX_LENGTH}
          readOnly={readOnly}
          placeholder={t.placeholder}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
    </li>
  );
}

export function PhotoDescriptions({ photos, drafts, readOnly, onChange }: PhotoDescriptionsProps) {
  return (
    <ol aria-label={t.label} className="space-y-3">
      {photos.map((photo, index) => (
        <DescriptionRow
          key={photo.id}
          photo={photo}
          position={index + 1}
          total={photos.length}
          draft={drafts[photo.id] ?? ''}
          readOnly={readOnly}
          onChange={(alt) => onChange(photo.id, alt)}
        />
      ))}
    </ol>
  );
}
