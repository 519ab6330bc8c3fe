// The devices that receive a member's pushes (contract §18): at most
// PUSH_SUBSCRIPTIONS_PER_MEMBER each, a new one pushing out the member's oldest.
import type { Kysely } from 'kysely';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from '../../contract/limits.ts';
import type { Database } from '../db/schema.ts';
import type { PushTarget } from '../push/push-sender.ts';

export interface NewSubscription extends PushTarget {
  userId: number;
}

/** Keeps the device for the member (taking it over from whoever had it), then trims their oldest. */
export async function subscribe(db: Kysely<Database>, device: NewSubscription, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Takes the member's row lock first, so two devices subscribing at once trim in turn.
    await trx
      .updateTable('users')
      .set((eb) => ({ readed_notif: eb.ref('readed_notif') }))
      .where('id', '=', device.userId)
      .execute();
    await trx
      .insertInto('push_subscriptions')
      .values({
        user_id: device.userId,
        endpoint: device.endpoint,
        p256dh: device.p256dh,
        auth: device.auth,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
        })),
      )
      .execute();
    const newestDropped = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', device.userId)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(PUSH_SUBSCRIPTIONS_PER_MEMBER)
      .executeTakeFirst();
    if (newestDropped) {
      await trx
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', device.userId)
        .where('id', '<=', newestDropped.id)
        .execute();
    }
  });
}

/** Forgets the member's device; nothing happens for an endpoint that is not theirs. */
export async function unsubscribe(db: Kysely<Database>, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** A push service said the subscription is gone (404, 410). */
export async function forgetSubscription(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export function subscriptionsOf(db: Kysely<Database>, userId: number): Promise<PushTarget[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
