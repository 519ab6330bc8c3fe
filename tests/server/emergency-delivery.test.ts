// The batch sender of emergency mails, driven by hand against a real database: refused
// mails, a server stopping mid-batch, one mail at a time handed over, a process that died
// holding a claim, the claim's renewal while a batch is sent, and the Message-ID a mail keeps
// across tries.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage, Mailer } from '../../server/mail/mailer.ts';
import { queueEmergencyBroadcast } from '../../server/services/emergency.ts';
import { deliverNextBatch, type BatchRun, type DeliveryDeps } from '../../server/services/emergency-delivery.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let recipients: string[];

beforeAll(async () => {
  // The app's own worker only looks once at start-up; these tests send by hand.
  server = await startServer({ emergencyBatchIntervalMs: 3_600_000 });
  const members = [];
  for (let i = 0; i < 5; i += 1) members.push(await server.verifiedUser());
  recipients = members.map((member) => member.input.email).sort();
});
afterAll(() => server.close());

const call = { message: 'Kumpul!', place: 'Alun-alun', map: 'https://maps.example.com/?q=alun' };

beforeEach(async () => {
  const { db } = server.app;
  await db.deleteFrom('emergency_deliveries').execute();
  await db.deleteFrom('emergency_quotas').execute();
  const sender = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  await queueEmergencyBroadcast(db, sender.id, call, server.clock.now);
});

/** A mailer that keeps every message handed to it and refuses the addresses it is told to. */
function recordingMailer(refuse: string[] = []): Mailer & { tried: MailMessage[]; sent: string[] } {
  const tried: MailMessage[] = [];
  const sent: string[] = [];
  return {
    tried,
    sent,
    async send(message: MailMessage) {
      tried.push(message);
      if (refuse.includes(message.to)) throw new Error('550 mailbox unavailable');
      sent.push(message.to);
    },
    async close() {},
  };
}

/** A mailer whose sends all wait until `open()`; `waiting` counts them. */
function gatedMailer(): Mailer & { open(): void; waiting(): number; sent: string[] } {
  const sent: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  return {
    sent,
    open: () => release(),
    waiting: () => waiting,
    async send(message: MailMessage) {
      waiting += 1;
      await gate;
      waiting -= 1;
      sent.push(message.to);
    },
    async close() {},
  };
}

function depsWith(mailer: Mailer): DeliveryDeps {
  return { db: server.app.db, config: server.config, mailer, log: server.app.log };
}

const leaseMs = () => server.config.emergencyClaimLeaseMs;
const letLeasePass = () => server.clock.advance(leaseMs() + 1);

function runAs(workerId: string, options: Partial<BatchRun> = {}): BatchRun {
  return { workerId, batchSize: 10, isStopping: () => false, ...options };
}

async function unsentCount(): Promise<number> {
  const rows = await server.app.db.selectFrom('emergency_deliveries').select('id').where('sent_at', 'is', null).execute();
  return rows.length;
}

describe('deliverNextBatch', () => {
  it('sends one batch of the queue per call', async () => {
    const mailer = recordingMailer();
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1', { batchSize: 2 }))).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1', { batchSize: 2 }))).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1', { batchSize: 2 }))).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1', { batchSize: 2 }))).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(mailer.sent.sort()).toEqual(recipients);
  });

  it('retries a refused mail a lease later and gives it up after three attempts, the others unaffected', async () => {
    const refused = recipients[1];
    const mailer = recordingMailer([refused]);
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 5, sent: 4, failed: 1 });
    // The refused mail rests one lease before it is tried again.
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 0, sent: 0, failed: 0 });
    letLeasePass();
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 1, sent: 0, failed: 1 });
    letLeasePass();
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 1, sent: 0, failed: 1 });
    letLeasePass();
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(mailer.sent.sort()).toEqual(recipients.filter((email) => email !== refused));
  });

  it('starts no more mails once the server stops: those in flight finish, the rest wait for the next run', async () => {
    const mailer = recordingMailer();
    let stopping = false;
    const stopWhileFirstSends: Mailer = {
      async send(message) {
        stopping = true;
        await mailer.send(message);
      },
      async close() {},
    };
    const outcome = await deliverNextBatch(depsWith(stopWhileFirstSends), runAs('w1', { isStopping: () => stopping }));
    expect(outcome).toEqual({ claimed: 5, sent: 1, failed: 0 });
    expect(await unsentCount()).toBe(4);

    expect(await deliverNextBatch(depsWith(mailer), runAs('w2'))).toEqual({ claimed: 4, sent: 4, failed: 0 });
    expect(mailer.sent.sort()).toEqual(recipients);
  });

  it('keeps several mails in flight at once', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const slowMailer: Mailer = {
      async send() {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
      },
      async close() {},
    };
    expect(await deliverNextBatch(depsWith(slowMailer), runAs('w1'))).toEqual({ claimed: 5, sent: 5, failed: 0 });
    expect(mostInFlight).toBeGreaterThan(1);
  });

  it('hands a mail over only once the one handed over before it is marked sent', async () => {
    const { db } = server.app;
    let handedOver = 0;
    const unmarkedAtHandOver: number[] = [];
    const mailer: Mailer = {
      async send(_message, options) {
        await options?.beforeHandOver?.();
        handedOver += 1;
        const marked = await db.selectFrom('emergency_deliveries').select('id').where('sent_at', 'is not', null).execute();
        unmarkedAtHandOver.push(handedOver - marked.length);
      },
      async close() {},
    };
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 5, sent: 5, failed: 0 });
    // Each time, the mail handed over is the only one a crash could send twice.
    expect(unmarkedAtHandOver).toEqual([1, 1, 1, 1, 1]);
  });

  it('never lets two senders take the same delivery', async () => {
    const first = recordingMailer();
    const second = recordingMailer();
    await Promise.all([
      deliverNextBatch(depsWith(first), runAs('w1', { batchSize: 3 })),
      deliverNextBatch(depsWith(second), runAs('w2', { batchSize: 3 })),
    ]);
    expect([...first.sent, ...second.sent].sort()).toEqual(recipients);
  });

  it('takes over the claim of a process that died mid-send once its lease ran out', async () => {
    const { db } = server.app;
    const recipient = await db.selectFrom('users').select('id').where('email', '=', recipients[0]).executeTakeFirstOrThrow();
    const now = server.clock.now.toISOString();
    await db
      .updateTable('emergency_deliveries')
      .set({ claimed_by: 'dead-process', claimed_at: now, send_started_at: now })
      .where('recipient_id', '=', recipient.id)
      .execute();
    const mailer = recordingMailer();
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toMatchObject({ claimed: 4 });

    server.clock.advance(leaseMs() - 1);
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toMatchObject({ claimed: 0 });
    server.clock.advance(2);
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toMatchObject({ claimed: 1, sent: 1 });
    expect(mailer.sent.sort()).toEqual(recipients);
  });

  it('renews the claim while a batch is sent, so no one takes over a sender that is alive', async () => {
    // A lease of 300 ms: renewed every 100 ms of real time, at the test clock's time.
    const config = { ...server.config, emergencyClaimLeaseMs: 300 };
    const slow = gatedMailer();
    const sending = deliverNextBatch({ ...depsWith(slow), config }, runAs('w1'));
    await vi.waitFor(() => expect(slow.waiting()).toBe(5));

    server.clock.advance(200);
    await vi.waitFor(async () => expect(await claimTimes()).toEqual([server.clock.now.toISOString()]));
    // A lease after the claim, but not after its renewal.
    server.clock.advance(200);
    const other = recordingMailer();
    expect(await deliverNextBatch({ ...depsWith(other), config }, runAs('w2'))).toEqual({ claimed: 0, sent: 0, failed: 0 });

    slow.open();
    expect(await sending).toEqual({ claimed: 5, sent: 5, failed: 0 });
    expect(slow.sent.sort()).toEqual(recipients);
  });

  it('sends nothing more of a batch another sender took over (one paused past its lease)', async () => {
    const { db } = server.app;
    // Two more broadcasts: 15 deliveries, more than a sender keeps in flight.
    const others = await db.selectFrom('users').select('id').orderBy('id').offset(1).limit(2).execute();
    for (const other of others) await queueEmergencyBroadcast(db, other.id, call, server.clock.now);
    const paused = gatedMailer();
    const sending = deliverNextBatch(depsWith(paused), runAs('w1', { batchSize: 15 }));
    await vi.waitFor(() => expect(paused.waiting()).toBeGreaterThan(0));
    const inFlight = paused.waiting();

    letLeasePass();
    const taker = recordingMailer();
    expect(await deliverNextBatch(depsWith(taker), runAs('w2', { batchSize: 15 }))).toMatchObject({ claimed: 15, sent: 15 });

    paused.open();
    // The mails it had in flight went out (twice, under one Message-ID each); it started no more.
    expect(await sending).toEqual({ claimed: 15, sent: inFlight, failed: 0 });
    expect(paused.sent).toHaveLength(inFlight);
    expect(inFlight).toBeLessThan(15);
  });

  it('gives a mail the Message-ID of its broadcast and member, the same on every try', async () => {
    const { db } = server.app;
    const refusing = recordingMailer([recipients[0]]);
    await deliverNextBatch(depsWith(refusing), runAs('w1'));
    letLeasePass();
    const accepting = recordingMailer();
    expect(await deliverNextBatch(depsWith(accepting), runAs('w2'))).toMatchObject({ claimed: 1, sent: 1 });

    const broadcast = await db
      .selectFrom('emergency_broadcasts')
      .select(['id', 'created_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const recipient = await db.selectFrom('users').select('id').where('email', '=', recipients[0]).executeTakeFirstOrThrow();
    const expected = `<emergency-${broadcast.id}.${Date.parse(broadcast.created_at)}-${recipient.id}@spa.test>`;
    const idsTo = (mailer: { tried: MailMessage[] }) =>
      mailer.tried.filter((message) => message.to === recipients[0]).map((message) => message.messageId);
    expect(idsTo(refusing)).toEqual([expected]);
    expect(idsTo(accepting)).toEqual([expected]);
    expect(new Set(refusing.tried.map((message) => message.messageId)).size).toBe(recipients.length);
  });
});

/** The distinct claimed_at of the claimed deliveries. */
async function claimTimes(): Promise<(string | null)[]> {
  const rows = await server.app.db
    .selectFrom('emergency_deliveries')
    .select('claimed_at')
    .distinct()
    .where('claimed_by', 'is not', null)
    .execute();
  return rows.map((row) => row.claimed_at);
}
