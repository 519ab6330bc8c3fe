// What the <img> of a stored picture says so the browser can pick one of the server's narrower
// copies (GET /media/<key>?w=<width>).
import { expect } from 'vitest';

/** An album photo: the 360 and 720 wide copies, then the stored 1080. */
export const photoSrcSet = (url: string) => `${url}?w=360 360w, ${url}?w=720 720w, ${url} 1080w`;

/** An avatar: the 96 wide copy, then the stored 256. */
export const avatarSrcSet = (url: string) => `${url}?w=96 96w, ${url} 256w`;

/** An album photo offering its narrower copies, loaded lazily unless it is shown at first paint. */
export function expectStoredPhoto(image: HTMLElement, url: string, { eager = false } = {}) {
  expect(image).toHaveAttribute('src', url);
  expect(image).toHaveAttribute('srcset', photoSrcSet(url));
  expect(image.getAttribute('sizes')).toBeTruthy();
  expect(image).toHaveAttribute('loading', eager ? 'eager' : 'lazy');
  if (eager) expect(image).not.toHaveAttribute('decoding');
  else expect(image).toHaveAttribute('decoding', 'async');
}
