// Narrower copies a process has answered lately, kept in its memory up to a byte budget, so a
// popular picture is not fetched from the media store on every request (with the pictures in a
// bucket, each fetch is a round trip). A copy's bytes never change under its key; whether its
// original still exists is still asked on every request (server/media/variants.ts).

/** Bytes of narrower copies a process keeps: about a thousand 360-pixel photos. */
export const REMEMBERED_VARIANT_BYTES = 32 * 1024 * 1024;

export interface RememberedVariants {
  get(job: string): Buffer | undefined;
  remember(job: string, picture: Buffer): void;
  forget(job: string): void;
}

export function createRememberedVariants(maxBytes: number): RememberedVariants {
  // Insertion order is recency: a read re-inserts, so the least recently read goes first.
  const pictures = new Map<string, Buffer>();
  let bytes = 0;

  function forget(job: string): void {
    const picture = pictures.get(job);
    if (picture === undefined) return;
    pictures.delete(job);
    bytes -= picture.length;
  }

  return {
    get(job) {
      const picture = pictures.get(job);
      if (picture !== undefined) {
        pictures.delete(job);
        pictures.set(job, picture);
      }
      return picture;
    },
    remember(job, picture) {
      if (picture.length > maxBytes) return;
      forget(job);
      pictures.set(job, picture);
      bytes += picture.length;
      for (const [oldest] of pictures) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    forget,
  };
}
