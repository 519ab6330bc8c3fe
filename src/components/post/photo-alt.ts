// The alt text of an album photo: the owner's description (contract §19), else a text that at
// least says whose photo it is and which one.
import type { AlbumPhoto } from '../../../contract/wire.ts';

/** The description, when the owner wrote one that says something. */
export function descriptionOf(photo: Pick<AlbumPhoto, 'alt'> | undefined): string | null {
  const alt = photo?.alt?.trim();
  return alt ? alt : null;
}

export function altOf(photo: Pick<AlbumPhoto, 'alt'> | undefined, fallback: string): string {
  return descriptionOf(photo) ?? fallback;
}
