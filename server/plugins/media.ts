import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { createImageWork } from '../media/image-work.ts';
import { createLocalMediaStorage } from '../media/storage.ts';

/**
 * app.media (uploaded files on local disk), app.imageWork (the line every sharp call of the
 * process waits in) and multipart request parsing for uploads.
 */
export const mediaPlugin = fp(
  async (app) => {
    app.decorate('media', createLocalMediaStorage(app.config));
    const { imageWorkConcurrency: concurrency, imageWorkQueueLimit: queueLimit } = app.config;
    app.decorate('imageWork', createImageWork({ concurrency, queueLimit }));
    // Size limits are set per upload, and an oversize file is a validation error, not a 413.
    await app.register(multipart, { throwFileSizeLimit: false });
  },
  { name: 'media' },
);
