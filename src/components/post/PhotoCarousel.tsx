// An album's photos as a carousel (Swiper, loaded only with an album of more than one photo),
// set as spec §9 says: it turns every 5 seconds and keeps turning after a swipe or a dot, pauses
// under the mouse, has 20 px between photos and dots that are buttons. It also pauses while the
// keyboard is in it, stands still (no turning, no sliding) for members whose system asks for
// less motion, and stops while it is far from the screen. "2/3" says which photo shows. The
// photo after the shown one loads ahead once the carousel is near the screen, so none turns in
// blank. Photos are squares cropped to fit, never stretched. A double-click on a photo calls
// onLike.
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ALBUM_PHOTO_SIDE } from '../../../contract/limits.ts';
import type { AlbumPhoto } from '../../../contract/wire.ts';
import { text } from '../../text/catalogue.ts';
import { MediaImage } from '../MediaImage.tsx';
import { AltBadge } from './AltBadge.tsx';
import { altOf, descriptionOf } from './photo-alt.ts';
import { useNearViewport } from '../use-near-viewport.ts';
import { PhotoPosition } from './PhotoPosition.tsx';
import 'swiper/css';
import 'swiper/css/pagination';

const t = text.album;

const AUTOPLAY = { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true };
const SPACE_BETWEEN_PX = 20;
/** Swiper's own slide duration. */
const SLIDE_MS = 300;

/** Which photos load at once: every one (a dialog), the first (the topmost card), or only as they come up. */
export type PhotoLoading = 'all' | 'first' | 'ahead';

export interface PhotoCarouselProps {
  photos: AlbumPhoto[];
  /** The alt text of a photo without a description. */
  photoAlt: (position: number, total: number) => string;
  /** How wide a photo is shown, as the `sizes` attribute says it. */
  sizes: string;
  loading: PhotoLoading;
  onLike?: () => void;
}

const asksForLessMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function PhotoCarousel({ photos, photoAlt, sizes, loading, onLike }: PhotoCarouselProps) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [shown, setShown] = useState(0);
  const [still] = useState(asksForLessMotion);

  useEffect(() => {
    if (!swiper || swiper.destroyed || still) return;
    if (near && !swiper.autoplay.running) swiper.autoplay.start();
    if (!near && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, near, still]);

  // The first photo loads like any picture of the page; the others when their turn is next.
  const loadsAtOnce = (index: number) =>
    loading === 'all' || (index === 0 ? loading === 'first' : near && index <= shown + 1);

  return (
    <div
      ref={frame}
      // min-w-0: in a grid or flex row Swiper must not widen its column to its slides.
      className="relative min-w-0"
      onFocus={() => swiper?.autoplay.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) swiper?.autoplay.resume();
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        spaceBetween={SPACE_BETWEEN_PX}
        autoplay={still ? false : AUTOPLAY}
        // Standing still also means a dot or a swipe shows the next photo without sliding to it.
        speed={still ? 0 : SLIDE_MS}
        pagination={{ clickable: true }}
        // The container's name needs a role: a plain div may not carry aria-label.
        a11y={{ paginationBulletMessage: t.showPhoto, slideLabelMessage: t.slideLabel, containerMessage: t.photos, containerRole: 'group' }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setShown(instance.activeIndex)}
        className="w-full rounded-xl [--swiper-pagination-bullet-horizontal-gap:7px] [--swiper-pagination-bullet-inactive-color:white] [--swiper-pagination-bullet-inactive-opacity:0.8] [--swiper-pagination-bullet-size:10px] [--swiper-theme-color:var(--color-rose-600)]"
      >
        {photos.map((photo, index) => (
          <SwiperSlide key={photo.id}>
            <MediaImage
              src={photo.content}
              alt={altOf(photo, photoAlt(index + 1, photos.length))}
              kind="photo"
              sizes={sizes}
              side={ALBUM_PHOTO_SIDE}
              eager={loadsAtOnce(index)}
              className="aspect-square w-full rounded-xl bg-slate-200 object-cover select-none dark:bg-slate-800"
              onDoubleClick={onLike}
            />
            {descriptionOf(photo) && <AltBadge description={descriptionOf(photo)!} />}
          </SwiperSlide>
        ))}
      </Swiper>
      <PhotoPosition position={shown + 1} total={photos.length} />
    </div>
  );
}
