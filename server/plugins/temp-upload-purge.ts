import fp from 'fastify-plugin';
import { createTempUploadPurger } from '../services/temp-upload-purger.ts';

/**
 * app.tempUploadPurger: removes album uploads older than 24 hours, and album files no row
 * refers to, at start-up and then while the app runs.
 * Registered after the database and media plugins, so it stops before the database closes.
 */
export const tempUploadPurgePlugin = fp(
  async (app) => {
    const purger = createTempUploadPurger({ db: app.db, config: app.config, media: app.media, log: app.log });
    app.decorate('tempUploadPurger', purger);
    app.addHook('onReady', () => purger.start());
    app.addHook('onClose', () => purger.stop());
  },
  { name: 'temp-upload-purge', dependencies: ['database', 'media'] },
);
