// Sends queued emergency mails, one batch at a time. A batch is claimed (rows marked with
// the sender process's id) before any mail goes out, so two processes never send the same
// delivery, and each delivery is marked sent right after its mail is accepted, so a restart
// resumes with exactly the unsent ones.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../db/portable-schema.ts';
import type { Database } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';
import { emergencyMail } from '../mail/templates.ts';
import type { ServiceDeps } from './deps.ts';

/** A claim older than this belongs to a process that died mid-batch; the rows are free again. */
const CLAIM_LEASE_MS = 10 * MINUTE_MS;
/** After this many refused sends a delivery is given up (a bad address would fail forever). */
const MAX_ATTEMPTS = 3;
/**
 * Mails of a batch in flight at once: as many as the SMTP pool keeps connections
 * (nodemailer's default), so a broadcast isn't held to one round trip per mail.
 */
const MAILS_IN_FLIGHT = 5;

export type DeliveryDeps = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'log'>;

export interface BatchRun {
  /** Identifies this process in claimed_by. */
  workerId: string;
  batchSize: number;
  /** Checked before each mail: a stopping server sends no more and frees the rest. */
  isStopping(): boolean;
}

export interface BatchOutcome {
  claimed: number;
  sent: number;
  failed: number;
}

function claimable(now: Date) {
  const leaseExpired = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  return (eb: ExpressionBuilder<Database, 'emergency_deliveries'>) =>
    eb.and([
      eb('sent_at', 'is', null),
      eb('attempts', '<', MAX_ATTEMPTS),
      eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', leaseExpired)]),
    ]);
}

async function claimBatch(db: Kysely<Database>, run: BatchRun, now: Date): Promise<number[]> {
  const isClaimable = claimable(now);
  const rows = await db
    // Materialized, so the candidates are picked (and on PostgreSQL locked) exactly once.
    .with(
      (cte) => cte('candidates').materialized(),
      (qb) =>
        qb
          .selectFrom('emergency_deliveries')
          .select('id')
          .where(isClaimable)
          .orderBy('id')
          .limit(run.batchSize)
          // PostgreSQL: rows another process is claiming right now are passed over, so it
          // takes the next ones instead of waiting and then finding its candidates gone.
          // (SQLite runs one writer at a time.)
          .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
    )
    .updateTable('emergency_deliveries')
    .set({ claimed_by: run.workerId, claimed_at: now.toISOString() })
    .where('id', 'in', (eb) => eb.selectFrom('candidates').select('candidates.id'))
    // Checked again on the row itself: under PostgreSQL another process may have claimed it
    // since the candidates were picked.
    .where(isClaimable)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

function loadMails(db: Kysely<Database>, deliveryIds: number[]) {
  return db
    .selectFrom('emergency_deliveries as delivery')
    .innerJoin('users as recipient', 'recipient.id', 'delivery.recipient_id')
    .innerJoin('emergency_broadcasts as broadcast', 'broadcast.id', 'delivery.broadcast_id')
    .innerJoin('users as sender', 'sender.id', 'broadcast.sender_id')
    .select([
      'delivery.id',
      'recipient.email',
      'recipient.first_name as recipient_first_name',
      'sender.first_name as sender_first_name',
      'broadcast.message',
      'broadcast.place',
      'broadcast.map',
    ])
    .where('delivery.id', 'in', deliveryIds)
    .orderBy('delivery.id')
    .execute();
}

async function markSent(db: Kysely<Database>, deliveryId: number, now: Date): Promise<void> {
  await db.updateTable('emergency_deliveries').set({ sent_at: now.toISOString() }).where('id', '=', deliveryId).execute();
}

async function recordFailure(db: Kysely<Database>, deliveryId: number): Promise<void> {
  await db
    .updateTable('emergency_deliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_by: null, claimed_at: null }))
    .where('id', '=', deliveryId)
    .execute();
}

/** Frees what this process claimed but did not send (it is stopping). */
async function releaseClaims(db: Kysely<Database>, workerId: string): Promise<void> {
  await db
    .updateTable('emergency_deliveries')
    .set({ claimed_by: null, claimed_at: null })
    .where('claimed_by', '=', workerId)
    .where('sent_at', 'is', null)
    .execute();
}

type QueuedMail = Awaited<ReturnType<typeof loadMails>>[number];

/** Runs `send` for each mail, at most MAILS_IN_FLIGHT at a time, starting none once stopping. */
async function sendEach(mails: QueuedMail[], run: BatchRun, send: (mail: QueuedMail) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < mails.length && !run.isStopping()) await send(mails[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(MAILS_IN_FLIGHT, mails.length) }, lane));
}

/** Claims up to batchSize unsent deliveries and mails them, a few at a time. */
export async function deliverNextBatch(deps: DeliveryDeps, run: BatchRun): Promise<BatchOutcome> {
  const { db, config, mailer, log } = deps;
  const claimedIds = await claimBatch(db, run, config.now());
  const outcome: BatchOutcome = { claimed: claimedIds.length, sent: 0, failed: 0 };
  if (claimedIds.length === 0) return outcome;

  await sendEach(await loadMails(db, claimedIds), run, async (mail) => {
    const message = emergencyMail(config, mail.email, {
      recipientFirstName: mail.recipient_first_name,
      senderFirstName: mail.sender_first_name,
      message: mail.message,
      place: mail.place,
      mapUrl: mail.map,
    });
    let accepted = true;
    try {
      await mailer.send(message);
    } catch (error) {
      accepted = false;
      log.warn({ err: error, deliveryId: mail.id }, 'emergency mail refused');
    }
    // Outside the try: a mail that went out must never be recorded as failed (and resent).
    if (accepted) {
      await markSent(db, mail.id, config.now());
      outcome.sent += 1;
    } else {
      await recordFailure(db, mail.id);
      outcome.failed += 1;
    }
  });
  await releaseClaims(db, run.workerId);
  return outcome;
}
