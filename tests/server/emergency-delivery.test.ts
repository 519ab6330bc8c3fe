// The batch sender of emergency mails, driven by hand against a real database: refused
// mails, a server stopping mid-batch, a process that died holding a claim.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

/** A mailer that keeps what it sends and refuses the addresses it is told to. */
function recordingMailer(refuse: string[] = []): Mailer & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(message: MailMessage) {
      if (refuse.includes(message.to)) throw new Error('550 mailbox unavailable');
      sent.push(message.to);
    },
    async close() {},
  };
}

function depsWith(mailer: Mailer): DeliveryDeps {
  return { db: server.app.db, config: server.config, mailer, log: server.app.log };
}

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

  it('retries a refused mail and gives it up after three attempts, the others unaffected', async () => {
    const refused = recipients[1];
    const mailer = recordingMailer([refused]);
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 5, sent: 4, failed: 1 });
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 1, sent: 0, failed: 1 });
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toEqual({ claimed: 1, sent: 0, failed: 1 });
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

  it('never lets two senders take the same delivery', async () => {
    const first = recordingMailer();
    const second = recordingMailer();
    await Promise.all([
      deliverNextBatch(depsWith(first), runAs('w1', { batchSize: 3 })),
      deliverNextBatch(depsWith(second), runAs('w2', { batchSize: 3 })),
    ]);
    expect([...first.sent, ...second.sent].sort()).toEqual(recipients);
  });

  it('takes over the claim of a process that died mid-batch once its lease ran out', async () => {
    const { db } = server.app;
    const recipient = await db.selectFrom('users').select('id').where('email', '=', recipients[0]).executeTakeFirstOrThrow();
    await db
      .updateTable('emergency_deliveries')
      .set({ claimed_by: 'dead-process', claimed_at: server.clock.now.toISOString() })
      .where('recipient_id', '=', recipient.id)
      .execute();
    const mailer = recordingMailer();
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toMatchObject({ claimed: 4 });

    server.clock.advance(10 * 60 * 1000 + 1);
    expect(await deliverNextBatch(depsWith(mailer), runAs('w1'))).toMatchObject({ claimed: 1, sent: 1 });
    expect(mailer.sent.sort()).toEqual(recipients);
  });
});
