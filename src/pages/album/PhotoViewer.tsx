// The photos of an album being edited: one shown large (a square, cropped to fit), the others as
// thumbnails to pick from, and the delete action for the one shown when the album allows it.
import { useState } from 'react';
import { ALBUM_PHOTO_SIDE } from '../../../contract/limits.ts';
import type { AlbumPhoto } from '../../../contract/wire.ts';
import { Button } from '../../components/Button.tsx';
import { MediaImage } from '../../components/MediaImage.tsx';
import { AltBadge } from '../../components/post/AltBadge.tsx';
import { altOf, descriptionOf } from '../../components/post/photo-alt.ts';
import { text } from '../../text/catalogue.ts';

const t = text.albumEdit;

// The edit page's column (max-w-xl, padded twice: page and section).
const SHOWN_SIZES = '(min-width: 608px) 544px, calc(100vw - 64px)';
const THUMBNAIL_SIDE = 56;

interface PhotoViewerProps {
  photos: AlbumPhoto[];
  /** Offered only while the album keeps another photo. */
  canDelete: (id: number) => boolean;
  onDelete: (id: number) => void;
}

export function PhotoViewer({ photos, canDelete, onDelete }: PhotoViewerProps) {
  const [selected, setSelected] = useState(0);
  // A deleted last photo leaves the one before it shown.
  const index = Math.min(selected, photos.length - 1);
  const shown = photos[index];
  const description = descriptionOf(shown);

  return (
    <section aria-label={t.photos} className="space-y-3">
      <div className="relative">
        <MediaImage
          src={shown.content}
          alt={altOf(shown, text.album.photoAlt(index + 1, photos.length))}
          kind="photo"
          sizes={SHOWN_SIZES}
          side={ALBUM_PHOTO_SIDE}
          eager
          className="aspect-square w-full rounded-2xl bg-slate-200 object-cover dark:bg-slate-800"
        />
        {description && <AltBadge key={shown.id} description={description} />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {photos.length > 1 &&
          photos.map((photo, position) => (
            <button
              key={photo.id}
              type="button"
              aria-pressed={position === index}
              onClick={() => setSelected(position)}
              className={`overflow-hidden rounded-lg ring-2 ${
                position === index ? 'ring-rose-600' : 'ring-transparent hover:ring-slate-300 dark:hover:ring-slate-600'
              }`}
            >
              <MediaImage
                src={photo.content}
                alt=""
                kind="photo"
                sizes={`${THUMBNAIL_SIDE}px`}
                side={THUMBNAIL_SIDE}
                className="h-14 w-14 object-cover"
              />
              <span className="sr-only">{t.showPhoto(position + 1)}</span>
            </button>
          ))}
        {canDelete(shown.id) && (
          <Button variant="secondary" className="ml-auto" onClick={() => onDelete(shown.id)}>
            {t.deletePhoto}
          </Button>
        )}
      </div>
    </section>
  );
}
