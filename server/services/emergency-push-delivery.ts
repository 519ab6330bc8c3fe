// Sends queued emergency pushes, one batch at a time, through the mails' claims
// (emergency-claims.ts): a batch is claimed before any push goes out and renewed while it is
// sent, so no two live processes push the same row and the batch of a process that died is
// taken over one lease later. Each push's start is recorded first, and only while this
// process still holds the row; it is marked sent once the push service accepted it (201).
// A push cut off by a crash before the push service answered is pushed again; one accepted
// but not yet marked goes again under the same Topic, which the push service uses to replace
// a copy still waiting for the device (decision 133). A refused push (after the sender's own
// retries) rests one lease and is tried again, up to the claims' attempt limit; a gone
// subscription is forgotten, and its rows with it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { emergencyPayload, emergencyPushOptions } from '../push/payloads.ts';
import type { PushSender } from '../push/push-sender.ts';
import { claimNextBatch, releaseClaims, startHeartbeat } from './emergency-claims.ts';
import type { BatchOutcome, BatchRun, DeliveryDeps } from './emergency-delivery.ts';
import { forgetSubscription } from './push-subscriptions.ts';

/** Pushes of a batch in flight at once. */
const PUSHES_IN_FLIGHT = 20;

export type PushDeliveryDeps = Pick<DeliveryDeps, 'db' | 'config' | 'log'> & { pushSender: PushSender };

function loadPushes(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('emergency_pushes as push')
    .innerJoin('push_subscriptions as device', 'device.id', 'push.subscription_id')
    .innerJoin('emergency_broadcasts as broadcast', 'broadcast.id', 'push.broadcast_id')
    .innerJoin('users as sender', 'sender.id', 'broadcast.sender_id')
    .select([
      'push.id',
      'device.endpoint',
      'device.p256dh',
      'device.auth',
      'broadcast.id as broadcast_id',
      'broadcast.message',
      'broadcast.place',
      'sender.first_name as sender_first_name',
    ])
    .where('push.id', 'in', ids)
    .orderBy('push.id')
    .execute();
}

type QueuedPush = Awaited<ReturnType<typeof loadPushes>>[number];

/** Records the push's start if this process still holds it; false when it does not. */
async function startPushing(db: Kysely<Database>, id: number, workerId: string, now: Date): Promise<boolean> {
  const held = await db
    .updateTable('emergency_pushes')
    .set({ send_started_at: now.toISOString() })
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return held.numUpdatedRows > 0n;
}

async function markPushed(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('emergency_pushes').set({ sent_at: now.toISOString() }).where('id', '=', id).execute();
}

/** One refusal more; released, resting one lease from now before it is tried again. */
async function recordRefusal(db: Kysely<Database>, id: number, workerId: string, now: Date): Promise<void> {
  await db
    .updateTable('emergency_pushes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_by: null, claimed_at: now.toISOString(), send_started_at: null }))
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .execute();
}

/** Claims up to batchSize unsent emergency pushes and sends them, several at a time. */
export async function pushNextBatch(deps: PushDeliveryDeps, run: BatchRun): Promise<BatchOutcome> {
  const { db, config, pushSender } = deps;
  const claimedIds = await claimNextBatch(deps, 'emergency_pushes', run);
  const outcome: BatchOutcome = { claimed: claimedIds.length, sent: 0, failed: 0 };
  if (claimedIds.length === 0) return outcome;

  const heartbeat = startHeartbeat(deps, 'emergency_pushes', run.workerId);
  try {
    const pushes = await loadPushes(db, claimedIds);
    const pushOne = async (push: QueuedPush) => {
      if (!(await startPushing(db, push.id, run.workerId, config.now())) || run.isStopping()) return;
      const payload = emergencyPayload({ senderFirstName: push.sender_first_name, message: push.message, place: push.place });
      const sent = await pushSender.send(push, payload, emergencyPushOptions(push.broadcast_id));
      if (sent === 'sent') {
        await markPushed(db, push.id, config.now());
        outcome.sent += 1;
      } else if (sent === 'gone') {
        await forgetSubscription(db, push.endpoint);
      } else {
        await recordRefusal(db, push.id, run.workerId, config.now());
        outcome.failed += 1;
      }
    };
    let next = 0;
    const lane = async () => {
      while (next < pushes.length && !run.isStopping()) await pushOne(pushes[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(PUSHES_IN_FLIGHT, pushes.length) }, lane));
  } finally {
    heartbeat.stop();
    await releaseClaims(db, 'emergency_pushes', run.workerId);
  }
  return outcome;
}
