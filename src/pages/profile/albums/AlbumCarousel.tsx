// The photos of one album as a carousel (Swiper, loaded with the album detail only): it turns
// every 5 seconds, keeps turning after a swipe, pauses under the mouse, and its dots are buttons.
// Photos are squares cropped to fit, never stretched. A double-click on a photo calls onLike.
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { AlbumPhoto } from '../../../api/wire.ts';
import { MediaImage } from '../../../components/MediaImage.tsx';
import { text } from '../../../text/catalogue.ts';
import 'swiper/css';
import 'swiper/css/pagination';

const t = text.album;

const AUTOPLAY_DELAY_MS = 5000;
const SPACE_BETWEEN_PX = 20;
// Half of the album dialog (max-w-4xl, padded) from md, its whole width below.
const PHOTO_SIZES = '(min-width: 896px) 418px, (min-width: 768px) calc((100vw - 60px) / 2), calc(100vw - 40px)';

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
          <MediaImage
            src={photo.content}
            alt={t.photoAlt(index + 1, photos.length)}
            kind="photo"
            sizes={PHOTO_SIZES}
            side={1080}
            // All load with the dialog: a lazy slide would turn in blank, and an album has at most five.
            eager
            className="aspect-square w-full rounded-xl bg-slate-200 object-cover select-none dark:bg-slate-800"
            onDoubleClick={onLike}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
