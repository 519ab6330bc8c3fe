// The emergency broadcast's daily quota and its queue (contract §13). The quota is taken and
// the broadcast queued in one transaction, so a refused or failed send costs nothing, and
// taken by one conditional upsert, so two parallel sends cannot both pass.
import { sql, type Kysely } from 'kysely';
import { EMERGENCY_NOTICE_HOURS, EMERGENCY_QUOTA_HOURS } from '../../contract/limits.ts';
import type { EmergencyBroadcast } from '../../contract/wire.ts';
import type { Database } from '../db/schema.ts';
import { HOUR_MS } from '../lib/time.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';

const QUOTA_WINDOW_MS = EMERGENCY_QUOTA_HOURS * HOUR_MS;

export interface EmergencyCall {
  message: string;
  place: string;
  map: string;
}

/**
 * Takes the sender's quota and queues one delivery per verified user (the sender too) and one
 * push per device of a verified user;
 * false, with nothing queued, while the quota of the last window is used.
 */
export async function queueEmergencyBroadcast(
  db: Kysely<Database>,
  senderId: number,
  call: EmergencyCall,
  now: Date,
): Promise<boolean> {
  const sentAt = now.toISOString();
  const windowStart = new Date(now.getTime() - QUOTA_WINDOW_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .insertInto('emergency_quotas')
      .values({ user_id: senderId, last_sent_at: sentAt })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ last_sent_at: sentAt })
          .where('emergency_quotas.last_sent_at', '<=', windowStart),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!taken) return false;

    const broadcast = await trx
      .insertInto('emergency_broadcasts')
      .values({ sender_id: senderId, ...call, created_at: sentAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('emergency_deliveries')
      .columns(['broadcast_id', 'recipient_id'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([sql.lit(broadcast.id).as('broadcast_id'), 'users.id'])
          .where('users.email_verified_at', 'is not', null),
      )
      .execute();
    await trx
      .insertInto('emergency_pushes')
      .columns(['broadcast_id', 'subscription_id'])
      .expression((eb) =>
        eb
          .selectFrom('push_subscriptions as device')
          .innerJoin('users', 'users.id', 'device.user_id')
          .select([sql.lit(broadcast.id).as('broadcast_id'), 'device.id'])
          .where('users.email_verified_at', 'is not', null),
      )
      .execute();
    return true;
  });
}

/** Whole hours (rounded down) until the user may send again; null when they may now. */
export async function emergencyHoursLeft(db: Kysely<Database>, userId: number, now: Date): Promise<number | null> {
  const quota = await db
    .selectFrom('emergency_quotas')
    .select('last_sent_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!quota) return null;
  const remainingMs = new Date(quota.last_sent_at).getTime() + QUOTA_WINDOW_MS - now.getTime();
  return remainingMs > 0 ? Math.floor(remainingMs / HOUR_MS) : null;
}

/**
 * The last broadcast of the past EMERGENCY_NOTICE_HOURS whose sender the viewer sees (no block
 * either way, not suspended: the rule the live stream applies to the same call), or null.
 */
export async function latestEmergencyFor(db: Kysely<Database>, viewer: Viewer, now: Date): Promise<EmergencyBroadcast | null> {
  const since = new Date(now.getTime() - EMERGENCY_NOTICE_HOURS * HOUR_MS).toISOString();
  const broadcast = await db
    .selectFrom('emergency_broadcasts as broadcast')
    .innerJoin('users as sender', 'sender.id', 'broadcast.sender_id')
    .select([
      'broadcast.id',
      'broadcast.sender_id',
      'sender.first_name as sender_first_name',
      'broadcast.message',
      'broadcast.place',
      'broadcast.map',
      'broadcast.created_at',
    ])
    .where('broadcast.created_at', '>', since)
    .where(isMemberVisibleTo(viewer, 'broadcast.sender_id'))
    .orderBy('broadcast.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return broadcast ?? null;
}
