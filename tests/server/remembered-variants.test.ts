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
import { createPictureVariants, ORIGINAL_KNOWN_MS } from '../../server/media/variants.ts';
import { solidImage } from '../helpers/images.ts';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-remembered-variants-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

/** The disk store, counting how often a kept copy is read from it and an original's existence asked. */
function countingStorage(): { storage: MediaStorage; variantReads: () => number; existsAsked: () => number } {
  const disk = createLocalMediaStorage({ mediaDir });
  let reads = 0;
  let asked = 0;
  const storage: MediaStorage = {
    ...disk,
    readVariant(key, width) {
      reads += 1;
      return disk.readVariant(key, width);
    },
    exists(key) {
      asked += 1;
      return disk.exists(key);
    },
  };
  return { storage, variantReads: () => reads, existsAsked: () => asked };
}

const imageWork = () => createImageWork({ concurrency: 1, queueLimit: 10 });

describe('narrower copies kept in memory', () => {
  it('reads a copy from the store once and answers it from memory after, until its original is deleted', async () => {
    const { storage, variantReads, existsAsked } = countingStorage();
    const variants = createPictureVariants(storage, imageWork());
    await storage.put('album/tribun.jpg', await solidImage('jpeg', 800, 800, '#aa2222'));

    const made = await variants.read('album/tribun.jpg', 360);
    const [readsAfterMaking, askedAfterMaking] = [variantReads(), existsAsked()];
    const answers = [await variants.read('album/tribun.jpg', 360), await variants.read('album/tribun.jpg', 360), await variants.read('album/tribun.jpg', 360)];
    expect(answers).toEqual([made, made, made]);
    expect(variantReads() - readsAfterMaking).toBe(1);
    // Its original was found when the copy was made: the store is not asked again.
    expect(existsAsked() - askedAfterMaking).toBe(0);

    // Removed, here or by another process whose event arrives: the copy is not answered any more.
    await storage.delete('album/tribun.jpg');
    variants.forget('album/tribun.jpg');
    expect(await variants.read('album/tribun.jpg', 360)).toBeNull();
  });

  it('asks the store again once an original was taken for existing for a minute, so a lost removal event is bounded', async () => {
    const { storage, existsAsked } = countingStorage();
    let clock = 0;
    const variants = createPictureVariants(storage, imageWork(), () => clock);
    await storage.put('album/pagar.jpg', await solidImage('jpeg', 800, 800, '#22aa22'));
    const made = await variants.read('album/pagar.jpg', 360);
    // Read from the store once more, it is answered from memory after.
    expect(await variants.read('album/pagar.jpg', 360)).toEqual(made);
    // Removed behind this process's back, with no event.
    await storage.delete('album/pagar.jpg');
    clock = ORIGINAL_KNOWN_MS - 1;
    expect(await variants.read('album/pagar.jpg', 360)).toEqual(made);
    const asked = existsAsked();
    clock = ORIGINAL_KNOWN_MS;
    expect(await variants.read('album/pagar.jpg', 360)).toBeNull();
    expect(existsAsked() - asked).toBe(1);
  });

  it('does not take an original for existing on an answer of the store that a removal heard meanwhile may have overtaken', async () => {
    const disk = createLocalMediaStorage({ mediaDir });
    let answerExists: (() => void) | undefined;
    let keptCopyRead: Promise<unknown> | undefined;
    let asked = 0;
    const storage: MediaStorage = {
      ...disk,
      readVariant(key, width) {
        keptCopyRead = disk.readVariant(key, width);
        return keptCopyRead as ReturnType<MediaStorage['readVariant']>;
      },
      exists(key) {
        asked += 1;
        // The first question is answered "exists" only when the test says so.
        return asked === 1 ? new Promise((resolve) => (answerExists = () => resolve(true))) : disk.exists(key);
      },
    };
    const variants = createPictureVariants(storage, imageWork());
    await storage.put('album/gawang.jpg', await solidImage('jpeg', 800, 800, '#2222aa'));
    await storage.putVariant('album/gawang.jpg', 360, await solidImage('jpeg', 360, 360, '#2222aa'));

    const reading = variants.read('album/gawang.jpg', 360);
    expect(answerExists).toBeDefined();
    // The kept copy was read before the removal.
    await keptCopyRead;
    // The store said "exists" before the removal; its answer arrives after the removal's event.
    await storage.delete('album/gawang.jpg');
    variants.forget('album/gawang.jpg');
    answerExists!();
    expect(await reading).not.toBeNull();
    expect(await variants.read('album/gawang.jpg', 360)).toBeNull();
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
