import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { createImageWork } from '../media/image-work.ts';
import { createBucketMediaStorage } from '../media/bucket-storage.ts';
import { createLocalMediaStorage } from '../media/local-storage.ts';

/**
 * app.media (uploaded files on local disk, or in a bucket: MEDIA_STORAGE; app.mediaBucket is the
 * bucket), app.imageWork (the line every sharp call of the process waits in) and multipart
 * request parsing for uploads.
 */
export const mediaPlugin = fp(
  async (app) => {
    const target = app.config.mediaStorage;
    const bucket = target.kind === 's3' ? createBucketMediaStorage(target) : null;
    app.decorate('media', bucket ?? createLocalMediaStorage(app.config));
    app.decorate('mediaBucket', bucket);
    if (bucket !== null) app.addHook('onClose', () => bucket.close());
    const { imageWorkConcurrency: concurrency, imageWorkQueueLimit: queueLimit } = app.config;
    app.decorate('imageWork', createImageWork({ concurrency, queueLimit }));
    // Size limits are set per upload, and an oversize file is a validation error, not a 413.
    await app.register(multipart, { throwFileSizeLimit: false });
  },
  { name: 'media' },
);
