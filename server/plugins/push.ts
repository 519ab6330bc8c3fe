import fp from 'fastify-plugin';
import { loadVapidKeys } from '../push/vapid-keys.ts';
import { createPushSender } from '../push/push-sender.ts';
import { createNotificationPusher } from '../services/notification-pushes.ts';

/**
 * app.pushSender signs and sends Web Push with the VAPID keys (from the settings or the
 * database), and app.notificationPusher pushes new notifications in the background, looking
 * at once after every write a member makes (one may have notified someone).
 */
export const pushPlugin = fp(
  async (app) => {
    const sender = createPushSender(app.config, await loadVapidKeys(app.db, app.config), app.log);
    const pusher = createNotificationPusher({ db: app.db, config: app.config, log: app.log, sender });
    app.decorate('pushSender', sender);
    app.decorate('notificationPusher', pusher);
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) pusher.nudge();
    });
    app.addHook('onReady', async () => pusher.start());
    app.addHook('onClose', () => pusher.stop());
  },
  { name: 'push', dependencies: ['database'] },
);
