// Sends queued emergency mails, one batch at a time, at least once each:
// - a batch is claimed before any of its mails goes out, and the claim is renewed while the
//   batch is sent (emergency-claims.ts), so no two live processes send the same delivery and
//   the batch of a process that died is taken over one lease later;
// - each mail's hand-over to SMTP is recorded first, and only while this process still holds
//   the row, so a process that lost its claim (paused past its lease) starts no further mail;
// - a mail is marked sent once SMTP accepted it, a refused one is tried again later.
// SMTP accepts a mail on its end-of-data line and the sender learns it from the answer, so a
// mail is in doubt from that line until its sent mark is written: a process dying then leaves
// it unsent, and the next sender sends it again under the same Message-ID (a receiver can file
// it as the mail it already has). A sender lets EMERGENCY_MAILS_IN_DOUBT mails (1 by default)
// be in doubt at once; its other mails go out up to that line and wait there, so a crash
// sends at most that many twice. No mail is lost, and none goes out under two ids.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/portable-schema.ts';
import type { Database } from '../db/schema.ts';
import { groupedCalls } from '../lib/grouped-calls.ts';
import { createTurns } from '../lib/turns.ts';
import { emergencyMessageId } from '../mail/message-id.ts';
import { emergencyMail } from '../mail/templates.ts';
import { claimNextBatch, releaseClaims, startHeartbeat } from './emergency-claims.ts';
import type { ServiceDeps } from './deps.ts';

/**
 * Mails of a batch in flight at once: twice the SMTP pool's connections (nodemailer's
 * default is 5), so a connection that finishes a mail finds the next one queued rather than
 * waiting for the database writes around it.
 */
const MAILS_IN_FLIGHT = 10;

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

function loadMails(db: Kysely<Database>, deliveryIds: number[]) {
  return db
    .selectFrom('emergency_deliveries as delivery')
    .innerJoin('users as recipient', 'recipient.id', 'delivery.recipient_id')
    .innerJoin('emergency_broadcasts as broadcast', 'broadcast.id', 'delivery.broadcast_id')
    .innerJoin('users as sender', 'sender.id', 'broadcast.sender_id')
    .select([
      'delivery.id',
      'delivery.recipient_id',
      'delivery.send_started_at',
      'recipient.email',
      'recipient.first_name as recipient_first_name',
      'sender.first_name as sender_first_name',
      'broadcast.id as broadcast_id',
      'broadcast.created_at as broadcast_created_at',
      'broadcast.message',
      'broadcast.place',
      'broadcast.map',
    ])
    .where('delivery.id', 'in', deliveryIds)
    .orderBy('delivery.id')
    .execute();
}

type QueuedMail = Awaited<ReturnType<typeof loadMails>>[number];

/**
 * The writes of one batch outside a mail's doubt. Each is shared by the mails that reach it
 * while the previous one runs, so a batch costs a statement per group of mails, not per mail.
 */
function batchWrites(db: Kysely<Database>, workerId: string, now: () => Date) {
  return {
    /** Records the hand-over of the mails this process still holds; answers their ids. */
    startSending: groupedCalls(async (deliveryIds: number[]) => {
      const held = await db
        .updateTable('emergency_deliveries')
        .set({ send_started_at: now().toISOString() })
        .where('id', 'in', deliveryIds)
        .where('claimed_by', '=', workerId)
        .where('sent_at', 'is', null)
        .returning('id')
        .execute();
      return new Set(held.map((row) => row.id));
    }),
    /** One refusal more; released, resting one lease from now before it is tried again. */
    recordRefusal: groupedCalls(async (deliveryIds: number[]) => {
      await db
        .updateTable('emergency_deliveries')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          claimed_by: null,
          claimed_at: now().toISOString(),
          send_started_at: null,
        }))
        .where('id', 'in', deliveryIds)
        .where('claimed_by', '=', workerId)
        .execute();
    }),
  };
}

/**
 * Marks one accepted mail sent, alone and at once rather than with a group (which may wait
 * for the statement before it): until this is written, a crash sends the mail again, and the
 * next mail waits. On PostgreSQL its commit does not wait for the disk (synchronous_commit off
 * for this statement's own transaction, as SQLite's synchronous=NORMAL never waits): a dead
 * process cannot undo it, and the mark that a crash of the database itself may lose only sends
 * its mail once more under its Message-ID.
 */
async function markSent(db: Kysely<Database>, deliveryId: number, now: Date): Promise<void> {
  await db
    .updateTable('emergency_deliveries')
    .set({ sent_at: now.toISOString() })
    .where('id', '=', deliveryId)
    .$if(isPostgres(db), (query) => query.where(sql<boolean>`set_config('synchronous_commit', 'off', true) is not null`))
    .execute();
}

function messageFor(config: DeliveryDeps['config'], mail: QueuedMail) {
  const broadcast = { id: mail.broadcast_id, createdAt: mail.broadcast_created_at };
  return {
    ...emergencyMail(config, mail.email, {
      recipientFirstName: mail.recipient_first_name,
      senderFirstName: mail.sender_first_name,
      message: mail.message,
      place: mail.place,
      mapUrl: mail.map,
    }),
    messageId: emergencyMessageId(config.appUrl, broadcast, mail.recipient_id),
  };
}

/** Runs `send` for each mail, at most MAILS_IN_FLIGHT at a time, starting none once stopping. */
async function sendEach(mails: QueuedMail[], run: BatchRun, send: (mail: QueuedMail) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < mails.length && !run.isStopping()) await send(mails[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(MAILS_IN_FLIGHT, mails.length) }, lane));
}

/** Claims up to batchSize unsent deliveries and mails them, several at a time. */
export async function deliverNextBatch(deps: DeliveryDeps, run: BatchRun): Promise<BatchOutcome> {
  const { db, config, mailer, log } = deps;
  const claimedIds = await claimNextBatch(deps, 'emergency_deliveries', run);
  const outcome: BatchOutcome = { claimed: claimedIds.length, sent: 0, failed: 0 };
  if (claimedIds.length === 0) return outcome;

  const heartbeat = startHeartbeat(deps, 'emergency_deliveries', run.workerId);
  try {
    const mails = await loadMails(db, claimedIds);
    const cutOff = mails.filter((mail) => mail.send_started_at !== null).length;
    if (cutOff > 0) log.warn({ deliveries: cutOff }, 'emergency mails cut off mid-send go again under their Message-ID');

    const writes = batchWrites(db, run.workerId, () => config.now());
    const inDoubt = createTurns(config.emergencyMailsInDoubt);
    await sendEach(mails, run, async (mail) => {
      const held = await writes.startSending(mail.id);
      // Stopping while the hand-over was recorded: the mail stays for the next sender, its
      // record erring on the safe side (a mail that may have gone out).
      if (!held.has(mail.id) || run.isStopping()) return;
      // Taken right before the end-of-data line, held until the outcome is written.
      const doubt = inDoubt.turn();
      try {
        let accepted = true;
        try {
          await mailer.send(messageFor(config, mail), { beforeHandOver: doubt.take });
        } catch (error) {
          accepted = false;
          log.warn({ err: error, deliveryId: mail.id }, 'emergency mail refused');
        }
        // Outside the try: a mail that went out must never be recorded as refused (and resent).
        if (accepted) {
          await markSent(db, mail.id, config.now());
          outcome.sent += 1;
        } else {
          await writes.recordRefusal(mail.id);
          outcome.failed += 1;
        }
      } finally {
        await doubt.release();
      }
    });
  } finally {
    heartbeat.stop();
    await releaseClaims(db, 'emergency_deliveries', run.workerId);
  }
  return outcome;
}
