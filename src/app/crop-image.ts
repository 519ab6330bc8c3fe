// Renders the framed square of a picture to the square avatar JPEG the server stores (AVATAR_SIDE). Runs in
// the browser only (canvas); the avatar machine receives it as its cropImage actor.
import { AVATAR_SIDE } from '../../contract/limits.ts';
import type { CropArea } from '../../machines/avatar-crop.machine.ts';

const JPEG_QUALITY = 0.9;

export async function cropImage({ image, area }: { image: Blob; area: CropArea }): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIDE;
    canvas.height = AVATAR_SIDE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // A transparent PNG or GIF would turn black in a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, AVATAR_SIDE, AVATAR_SIDE);
    context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No JPEG'))), 'image/jpeg', JPEG_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}
