import fp from 'fastify-plugin';
import { LIVE_EVENT } from '../../contract/live-events.ts';
import { loadVapidKeys } from '../push/vapid-keys.ts';
import { createPushSender } from '../push/push-sender.ts';
import { createNotificationPusher } from '../services/notification-pushes.ts';

/**
 * app.pushSender signs and sends Web Push with the VAPID keys (from the settings or the
 * database), and app.notificationPusher pushes new notifications in the background, looking
 * at once when the live hub reads a new notification's event (written with it, from any
 * process), so the many writes that notify no one cost the queue nothing.
 */
export const pushPlugin = fp(
  async (app) => {
    const sender = createPushSender(app.config, await loadVapidKeys(app.db, app.config), app.log);
    const pusher = createNotificationPusher({ db: app.db, config: app.config, log: app.log, sender });
    app.decorate('pushSender', sender);
    app.decorate('notificationPusher', pusher);
    app.live.hub.observe((event) => {
      if (event.kind === LIVE_EVENT.notification) pusher.nudge();
    });
    app.addHook('onReady', async () => pusher.start());
    app.addHook('onClose', () => pusher.stop());
  },
  { name: 'push', dependencies: ['database', 'live-events'] },
);
