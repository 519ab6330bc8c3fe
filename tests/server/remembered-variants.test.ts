// Narrower copies a process answered lately are kept in its memory (server/media/variants.ts, in
// server/lib/recently-used.ts): a popular picture is read from the media store once, yet never
// answered once its original is gone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recentlyUsed } from '../../server/lib/recently-used.ts';
import { createImageWork } from '../../server/media/image-work.ts';
import { createLocalMediaStorage } from '../../server/media/local-storage.ts';
import type { MediaStorage } from '../../server/media/storage.ts';
import { createPictureVariants } from '../../server/media/variants.ts';
import { solidImage } from '../helpers/images.ts';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-remembered-variants-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

/** The disk store, counting how often a kept copy is read from it. */
function countingStorage(): { storage: MediaStorage; variantReads: () => number } {
  const disk = createLocalMediaStorage({ mediaDir });
  let reads = 0;
  const storage: MediaStorage = {
    ...disk,
    readVariant(key, width) {
      reads += 1;
      return disk.readVariant(key, width);
    },
  };
  return { storage, variantReads: () => reads };
}

describe('narrower copies kept in memory', () => {
  it('reads a copy from the store once and answers it from memory after, until its original is deleted', async () => {
    const { storage, variantReads } = countingStorage();
    const variants = createPictureVariants(storage, createImageWork({ concurrency: 1, queueLimit: 10 }));
    await storage.put('album/tribun.jpg', await solidImage('jpeg', 800, 800, '#aa2222'));

    const made = await variants.read('album/tribun.jpg', 360);
    const readsAfterMaking = variantReads();
    const answers = [await variants.read('album/tribun.jpg', 360), await variants.read('album/tribun.jpg', 360), await variants.read('album/tribun.jpg', 360)];
    expect(answers).toEqual([made, made, made]);
    expect(variantReads() - readsAfterMaking).toBe(1);

    await storage.delete('album/tribun.jpg');
    expect(await variants.read('album/tribun.jpg', 360)).toBeNull();
  });

  it('keeps the most recently read copies within its byte budget', () => {
    const remembered = recentlyUsed<string, Buffer>(10, (picture) => picture.length);
    remembered.set('360 a.jpg', Buffer.alloc(4));
    remembered.set('360 b.jpg', Buffer.alloc(4));
    expect(remembered.get('360 a.jpg')).toHaveLength(4);
    remembered.set('360 c.jpg', Buffer.alloc(4));
    expect([remembered.get('360 a.jpg')?.length, remembered.get('360 b.jpg'), remembered.get('360 c.jpg')?.length]).toEqual([4, undefined, 4]);
    remembered.set('360 huge.jpg', Buffer.alloc(11));
    expect(remembered.get('360 huge.jpg')).toBeUndefined();
    expect(remembered.get('360 c.jpg')).toHaveLength(4);
  });
});
