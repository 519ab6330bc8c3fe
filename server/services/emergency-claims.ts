// Which sending process holds which emergency deliveries: the mails (emergency_deliveries) and
// the pushes (emergency_pushes), whose rows carry the same claim columns. A claim is a lease:
// its holder renews it while it works, so a claim that is no longer renewed belongs to a
// process that died, and its rows are free again once one lease has passed since the last renewal.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../db/portable-schema.ts';
import type { Database } from '../db/schema.ts';
import type { ServiceDeps } from './deps.ts';

/** The queues of an emergency broadcast, one row per mail or push. */
export type EmergencyQueue = 'emergency_deliveries' | 'emergency_pushes';

/** Either queue, typed as the mails' one: their claim columns are the same (migration 0017). */
function rowsOf(queue: EmergencyQueue): 'emergency_deliveries' {
  return queue as 'emergency_deliveries';
}

/** After this many refused sends a delivery is given up (a bad address would fail forever). */
const MAX_ATTEMPTS = 3;
/** Renewals per lease: two may fail or come late before the claim runs out. */
const RENEWALS_PER_LEASE = 3;

/**
 * Unsent, not given up, and held by nobody: never claimed, released, or last renewed more
 * than a lease ago. A refused mail is released with claimed_at kept, so it rests one lease
 * before it is tried again.
 */
function claimable(now: Date, leaseMs: number) {
  const leaseExpired = new Date(now.getTime() - leaseMs).toISOString();
  return (eb: ExpressionBuilder<Database, 'emergency_deliveries'>) =>
    eb.and([
      eb('sent_at', 'is', null),
      eb('attempts', '<', MAX_ATTEMPTS),
      eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', leaseExpired)]),
    ]);
}

export interface ClaimRequest {
  queue: EmergencyQueue;
  workerId: string;
  batchSize: number;
  leaseMs: number;
  now: Date;
}

/** Claims up to batchSize deliveries for workerId, oldest first; answers their ids. */
export async function claimBatch(db: Kysely<Database>, request: ClaimRequest): Promise<number[]> {
  const isClaimable = claimable(request.now, request.leaseMs);
  const rows = await db
    // Materialized, so the candidates are picked (and on PostgreSQL locked) exactly once.
    .with(
      (cte) => cte('candidates').materialized(),
      (qb) =>
        qb
          .selectFrom(rowsOf(request.queue))
          .select('id')
          .where(isClaimable)
          .orderBy('id')
          .limit(request.batchSize)
          // PostgreSQL: rows another process is claiming right now are passed over, so it
          // takes the next ones instead of waiting and then finding its candidates gone.
          // (SQLite runs one writer at a time.)
          .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
    )
    .updateTable(rowsOf(request.queue))
    .set({ claimed_by: request.workerId, claimed_at: request.now.toISOString() })
    .where('id', 'in', (eb) => eb.selectFrom('candidates').select('candidates.id'))
    // Checked again on the row itself: under PostgreSQL another process may have claimed it
    // since the candidates were picked.
    .where(isClaimable)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Extends the lease on everything workerId holds and has not sent yet. */
export async function renewClaims(db: Kysely<Database>, queue: EmergencyQueue, workerId: string, now: Date): Promise<void> {
  await db
    .updateTable(rowsOf(queue))
    .set({ claimed_at: now.toISOString() })
    .where('claimed_by', '=', workerId)
    .where('sent_at', 'is', null)
    .execute();
}

/** Frees what workerId claimed but did not send (its batch is over, or it is stopping). */
export async function releaseClaims(db: Kysely<Database>, queue: EmergencyQueue, workerId: string): Promise<void> {
  await db
    .updateTable(rowsOf(queue))
    .set({ claimed_by: null, claimed_at: null })
    .where('claimed_by', '=', workerId)
    .where('sent_at', 'is', null)
    .execute();
}

/** Claims the next batch of `queue` for the run's worker, under the configured lease. */
export function claimNextBatch(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  queue: EmergencyQueue,
  run: { workerId: string; batchSize: number },
): Promise<number[]> {
  const { db, config } = deps;
  return claimBatch(db, { queue, workerId: run.workerId, batchSize: run.batchSize, leaseMs: config.emergencyClaimLeaseMs, now: config.now() });
}

export interface Heartbeat {
  stop(): void;
}

/**
 * Renews workerId's claims a few times per lease until stopped. A renewal that fails is
 * logged and the next one tried: the claim only lapses if all of a lease's renewals fail.
 */
export function startHeartbeat(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'log'>,
  queue: EmergencyQueue,
  workerId: string,
): Heartbeat {
  const { db, config, log } = deps;
  const timer = setInterval(() => {
    renewClaims(db, queue, workerId, config.now()).catch((error: unknown) => {
      log.warn({ err: error }, 'emergency claim renewal failed');
    });
  }, config.emergencyClaimLeaseMs / RENEWALS_PER_LEASE);
  // The heartbeat alone must not keep a stopping process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
