import fp from 'fastify-plugin';
import { createEmergencyWorker } from '../services/emergency-worker.ts';

/**
 * app.emergencyWorker: sends queued emergency mails and pushes while the app runs. Registered
 * after the database, mail and push plugins, so it stops before they close.
 */
export const emergencyWorkerPlugin = fp(
  async (app) => {
    const worker = createEmergencyWorker({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      log: app.log,
      pushSender: app.pushSender,
    });
    app.decorate('emergencyWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'emergency-worker', dependencies: ['database', 'mail', 'push'] },
);
