import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { createImageWork } from '../media/image-work.ts';
import { createBucketMediaStorage } from '../media/bucket-storage.ts';
import { createLocalMediaStorage } from '../media/local-storage.ts';
import type { MediaStorage } from '../media/storage.ts';
import { createPictureVariants } from '../media/variants.ts';
import { writeMediaRemoved } from '../services/live-events.ts';

/**
 * app.media (uploaded files on local disk, or in a bucket: MEDIA_STORAGE; app.mediaBucket is the
 * bucket), app.imageWork (the line every sharp call of the process waits in), app.pictureVariants
 * (the narrower copies /media answers) and multipart request parsing for uploads.
 */
export const mediaPlugin = fp(
  async (app) => {
    const target = app.config.mediaStorage;
    const bucket = target.kind === 's3' ? createBucketMediaStorage(target) : null;
    const stored = bucket ?? createLocalMediaStorage(app.config);
    const { imageWorkConcurrency: concurrency, imageWorkQueueLimit: queueLimit } = app.config;
    const imageWork = createImageWork({ concurrency, queueLimit });
    const variants = createPictureVariants(stored, imageWork);
    // Each removal is heard by this process at once and by the others through its event, so
    // that none of them answers a removed picture from what it remembers (decision 161).
    const media: MediaStorage = {
      ...stored,
      async delete(key) {
        await stored.delete(key);
        variants.forget(key);
        // The file is gone either way; a lost event costs the others a bounded while.
        await writeMediaRemoved(app.db, key).catch((error: unknown) =>
          app.log.warn({ err: error, key }, 'the removal of a stored file could not be announced'),
        );
      },
    };
    app.decorate('media', media);
    app.decorate('mediaBucket', bucket);
    app.decorate('imageWork', imageWork);
    app.decorate('pictureVariants', variants);
    if (bucket !== null) app.addHook('onClose', () => bucket.close());
    // Size limits are set per upload, and an oversize file is a validation error, not a 413.
    await app.register(multipart, { throwFileSizeLimit: false });
  },
  { name: 'media', dependencies: ['database'] },
);
