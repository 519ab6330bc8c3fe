// Which picked pictures the picker crops and resizes in the browser. FilePond does it by drawing
// the picture onto a canvas, which keeps one frame of an animation; so a GIF goes to the server
// as it is, and the server crops and scales each of its frames. A GIF larger than the server
// takes is still drawn here, as one frame, so that it can be posted at all.
import { ALBUM_PHOTO_MAX_KILOBYTES } from '../../../../contract/limits.ts';
import { detectPictureType } from './picture-type.ts';

/** Whether FilePond's image transform applies the crop and resize to `file` before its upload. */
export async function transformsInBrowser(file: Blob): Promise<boolean> {
  if (file.size > ALBUM_PHOTO_MAX_KILOBYTES * 1024) return true;
  return (await detectPictureType(file)) !== 'image/gif';
}
