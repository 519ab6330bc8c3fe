import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { createLocalMediaStorage } from '../media/storage.ts';

/** app.media (uploaded files on local disk) and multipart request parsing for uploads. */
export const mediaPlugin = fp(
  async (app) => {
    app.decorate('media', createLocalMediaStorage(app.config));
    // Size limits are set per upload, and an oversize file is a validation error, not a 413.
    await app.register(multipart, { throwFileSizeLimit: false });
  },
  { name: 'media' },
);
