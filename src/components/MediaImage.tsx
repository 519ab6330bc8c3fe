import type { ImgHTMLAttributes } from 'react';
import { media } from '../../contract/endpoints.ts';
import { ALBUM_PHOTO_SIDE, AVATAR_SIDE } from '../../contract/limits.ts';
import type { MediaVariantWidth } from '../../contract/media-variants.ts';

/** The narrower widths the server makes of each kind of stored picture, and the stored width. */
const PICTURE_WIDTHS = {
  photo: { variants: [360, 720], stored: ALBUM_PHOTO_SIDE },
  avatar: { variants: [96], stored: AVATAR_SIDE },
} as const satisfies Record<string, { variants: readonly MediaVariantWidth[]; stored: number }>;

type PictureKind = keyof typeof PICTURE_WIDTHS;

// A stored file as the API names it; previews (blob:, data:) and bundled pictures have no variants.
const STORED_MEDIA_URL = new RegExp(`^(https?://[^/?#]+)?${media.path}[^?#]+$`);

/** The srcset offering the server's narrower copies of a stored picture; undefined for other URLs. */
function mediaSrcSet(url: string, kind: PictureKind): string | undefined {
  if (!STORED_MEDIA_URL.test(url)) return undefined;
  const { variants, stored } = PICTURE_WIDTHS[kind];
  return [...variants.map((width) => `${url}?${media.widthQuery}=${width} ${width}w`), `${url} ${stored}w`].join(', ');
}

type OwnAttributes = 'src' | 'alt' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'decoding';

interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, OwnAttributes> {
  src: string;
  alt: string;
  kind: PictureKind;
  /** How wide the picture is shown, as the `sizes` attribute says it, so the browser picks a width. */
  sizes: string;
  /** Side of the square in the width and height attributes, which reserve its space before it loads. */
  side: number;
  /** Loaded at once: in view at first paint (lazy loading would delay the largest paint) or needed as soon as shown. */
  eager?: boolean;
}

/** A square stored picture that loads the narrowest copy good enough for where it is shown. */
export function MediaImage({ src, alt, kind, sizes, side, eager = false, ...rest }: MediaImageProps) {
  const srcSet = mediaSrcSet(src, kind);
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      width={side}
      height={side}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
    />
  );
}
