// The photos of an album card. One photo shows as it is; more turn in a carousel whose code
// loads after the list (until then the first photo shows in its place, with the count). A card
// far down the page starts its carousel only once it comes near the screen: setting one up takes
// the phone's main thread for a while, and a page holds many cards.
import { lazy, Suspense, useRef } from 'react';
import { ALBUM_PHOTO_SIDE } from '../../../contract/limits.ts';
import type { AlbumPhoto } from '../../../contract/wire.ts';
import { text } from '../../text/catalogue.ts';
import { MediaImage } from '../MediaImage.tsx';
import { useHasBeenNear } from '../use-near-viewport.ts';
import { AltBadge } from './AltBadge.tsx';
import { altOf, descriptionOf } from './photo-alt.ts';
import { PhotoPosition } from './PhotoPosition.tsx';

const PhotoCarousel = lazy(() => import('./PhotoCarousel.tsx'));

// The card spans the feed column: the page minus the online panel from md, capped by max-w-5xl.
const PHOTO_SIZES = '(min-width: 1024px) 680px, (min-width: 768px) calc(100vw - 344px), calc(100vw - 64px)';

interface AlbumPhotosProps {
  photos: AlbumPhoto[];
  /** The album's author, who names the photos. */
  username: string;
  /** The first photo is likely in view at first paint (the list's topmost), so it is not loaded lazily. */
  eager: boolean;
  /** A double-click on a photo: like it. */
  onLike: () => void;
}

export function AlbumPhotos({ photos, username, eager, onLike }: AlbumPhotosProps) {
  const frame = useRef<HTMLDivElement>(null);
  const cameNear = useHasBeenNear(frame);
  const photoAlt = (position: number, total: number) => text.post.photoAlt(username, position, total);
  const description = descriptionOf(photos[0]);
  const firstPhoto = (
    <MediaImage
      src={photos[0]?.content}
      alt={altOf(photos[0], photoAlt(1, photos.length))}
      kind="photo"
      sizes={PHOTO_SIZES}
      side={ALBUM_PHOTO_SIDE}
      eager={eager}
      className="aspect-square w-full rounded-xl bg-slate-200 object-cover select-none dark:bg-slate-800"
      onDoubleClick={onLike}
    />
  );
  const first = description ? (
    <div className="relative">
      {firstPhoto}
      <AltBadge description={description} />
    </div>
  ) : (
    firstPhoto
  );
  if (photos.length <= 1) return first;
  const waiting = (
    <>
      {first}
      <PhotoPosition position={1} total={photos.length} />
    </>
  );
  return (
    <div ref={frame} className="relative min-w-0">
      {cameNear ? (
        <Suspense fallback={waiting}>
          <PhotoCarousel photos={photos} photoAlt={photoAlt} sizes={PHOTO_SIZES} loading={eager ? 'first' : 'ahead'} onLike={onLike} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
