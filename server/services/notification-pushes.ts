// Pushes each new notification to its member's devices, in the background: adding a
// notification adds it to push_outbox too (a trigger, decision 171), and this sender, nudged after
// writes and polling otherwise, takes waiting rows and pushes them, so the request that caused
// a notification never waits for a push service. A row is taken by deleting it, so of several
// processes exactly one pushes it; a process dying right then loses that one push (decision 133).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { createQueueLoop, type QueueLoop } from '../lib/queue-loop.ts';
import { NOTIFICATION_PUSH, notificationPayload } from '../push/payloads.ts';
import type { PushSender } from '../push/push-sender.ts';
import { forgetSubscription, subscriptionsOf } from './push-subscriptions.ts';

/** Notifications taken at once. */
const BATCH_SIZE = 50;

/** Pushes waiting notifications to their members' devices. */
export type NotificationPusher = QueueLoop;

interface PusherDeps {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
  sender: PushSender;
}

async function takeWaiting(db: Kysely<Database>) {
  const taken = await db
    .deleteFrom('push_outbox')
    .where('id', 'in', (eb) => eb.selectFrom('push_outbox').select('id').orderBy('id').limit(BATCH_SIZE))
    .returning('notification_id')
    .execute();
  if (taken.length === 0) return [];
  return db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
    .innerJoin('users as recipient', 'recipient.id', 'notifications.recipient_id')
    .leftJoin('posts', 'posts.id', 'notifications.post_id')
    .select([
      'notifications.recipient_id',
      'notifications.message',
      'notifications.kind',
      'sender.username as sender_username',
      'recipient.username as recipient_username',
      'posts.uuid as post_uuid',
      'posts.kind as post_kind',
    ])
    .where(
      'notifications.id',
      'in',
      taken.map((row) => row.notification_id),
    )
    .orderBy('notifications.id')
    .execute();
}

export function createNotificationPusher({ db, config, log, sender }: PusherDeps): NotificationPusher {
  async function pushBatch(): Promise<number> {
    const notifications = await takeWaiting(db);
    await Promise.all(
      notifications.map(async (notification) => {
        const payload = notificationPayload({
          brandName: config.brandName,
          senderUsername: notification.sender_username,
          message: notification.message,
          recipientUsername: notification.recipient_username,
          fromModerators: notification.kind !== 'activity',
          post:
            notification.post_uuid !== null && notification.post_kind !== null
              ? { uuid: notification.post_uuid, kind: notification.post_kind }
              : null,
        });
        for (const device of await subscriptionsOf(db, notification.recipient_id)) {
          const outcome = await sender.send(device, payload, NOTIFICATION_PUSH);
          if (outcome === 'gone') await forgetSubscription(db, device.endpoint);
        }
      }),
    );
    return notifications.length;
  }

  return createQueueLoop(config.livePollIntervalMs, async () => {
    try {
      return (await pushBatch()) > 0;
    } catch (error) {
      log.error({ err: error }, 'notification pushes failed');
      return false;
    }
  });
}
