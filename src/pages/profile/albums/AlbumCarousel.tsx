// The photos of one album as a carousel (Swiper, loaded with the album detail only): it turns
// every 5 seconds, keeps turning after a swipe, pauses under the mouse, and its dots are buttons.
// Photos are squares cropped to fit, never stretched. A double-click on a photo calls onLike.
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { AlbumPhoto } from '../../../api/wire.ts';
import { text } from '../../../text/catalogue.ts';
import 'swiper/css';
import 'swiper/css/pagination';

const t = text.album;

const AUTOPLAY_DELAY_MS = 5000;
const SPACE_BETWEEN_PX = 20;

interface AlbumCarouselProps {
  photos: AlbumPhoto[];
  onLike?: () => void;
}

export function AlbumCarousel({ photos, onLike }: AlbumCarouselProps) {
  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      spaceBetween={SPACE_BETWEEN_PX}
      autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      a11y={{ paginationBulletMessage: t.showPhoto, slideLabelMessage: t.slideLabel, containerMessage: t.photos }}
      className="w-full rounded-xl [--swiper-pagination-bullet-inactive-color:white] [--swiper-pagination-bullet-inactive-opacity:0.7] [--swiper-theme-color:var(--color-rose-600)]"
    >
      {photos.map((photo, index) => (
        <SwiperSlide key={photo.id}>
          <img
            src={photo.content}
            alt={t.photoAlt(index + 1, photos.length)}
            width={1080}
            height={1080}
            className="aspect-square w-full rounded-xl bg-slate-200 object-cover select-none dark:bg-slate-800"
            onDoubleClick={onLike}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
