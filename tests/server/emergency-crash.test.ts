// An emergency broadcast whose sending process is killed (SIGKILL) mid-broadcast, on the
// database in use (a SQLite file the next process opens too, or PostgreSQL). The processes
// are `server/main.ts` as deployed, mailing a real SMTP receiver that stalls so mails are
// cut off mid-send. A new process on the same database finishes the broadcast once the
// dead one's short claim lease has run out: every member gets the mail once, and a mail cut
// off mid-send goes again under the Message-ID of its first try. Killed right after SMTP
// accepted the mails it was reading, a process leaves at most one of them to be sent twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseTarget } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connection.ts';
import type { Database } from '../../server/db/schema.ts';
import { emergencyMessageId } from '../../server/mail/message-id.ts';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { callApi, startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../helpers/smtp-receiver.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const MEMBERS = 30;
/** More than the sender keeps in flight, so the killed process also held mails it had not started. */
const BATCH_SIZE = 20;
/** Mails the receiver answers before it stalls. */
const ACCEPTED_BEFORE_CRASH = 5;
/** Short, so the test needs no clock of its own; in production the default is 30 s. */
const CLAIM_LEASE_MS = 2000;
/** nodemailer's pool: mails go over this many SMTP connections at once. */
const POOL_CONNECTIONS = 5;
/** Emergency mails a process lets wait for SMTP's answer at once (EMERGENCY_MAILS_IN_DOUBT). */
const MAILS_IN_DOUBT = 1;
const CALL = { message: 'Tolong, ban motor bocor!', place: 'Jl. Asia Afrika', map: 'https://maps.example.com/?q=asia+afrika' };

let signUp: TestServer;
let sender: RegisteredUser;
/** A second member with a broadcast of their own to send (one a day each). */
let secondSender: RegisteredUser;
let members: string[];
let receiver: SmtpReceiver;
let db: Kysely<Database>;
const processes: ChildServer[] = [];
const processDirs: string[] = [];

function startSendingProcess(database: DatabaseTarget, smtp: SmtpReceiver = receiver): Promise<ChildServer> {
  // The SQLite file lives in its data folder, so the processes share that folder.
  const dataDir =
    database.kind === 'sqlite' ? path.dirname(database.file) : fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-crash-'));
  if (database.kind === 'postgres') processDirs.push(dataDir);
  return startChildServer({
    args: nodeArgsFor('server'),
    env: (url) => ({
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database.kind === 'postgres' ? database.url : '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      EMERGENCY_BATCH_SIZE: String(BATCH_SIZE),
      EMERGENCY_BATCH_INTERVAL_MS: '100',
      EMERGENCY_CLAIM_LEASE_MS: String(CLAIM_LEASE_MS),
    }),
    readyPath: '/api/v1/health',
  }).then((child) => {
    processes.push(child);
    return child;
  });
}

function deliveries() {
  return db
    .selectFrom('emergency_deliveries as delivery')
    .innerJoin('users', 'users.id', 'delivery.recipient_id')
    .innerJoin('emergency_broadcasts as broadcast', 'broadcast.id', 'delivery.broadcast_id')
    .select([
      'users.email',
      'delivery.recipient_id',
      'delivery.claimed_by',
      'delivery.send_started_at',
      'delivery.sent_at',
      'broadcast.id as broadcast_id',
      'broadcast.created_at',
    ])
    .execute();
}

type Delivery = Awaited<ReturnType<typeof deliveries>>[number];

function messageIdOf(delivery: Delivery): string {
  // Any APP_URL of the processes: they differ in port only.
  const broadcast = { id: delivery.broadcast_id, createdAt: delivery.created_at };
  return emergencyMessageId('http://127.0.0.1', broadcast, delivery.recipient_id);
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  // Members sign up on a server that mails through its outbox, where the OTPs are read.
  signUp = await startServer();
  sender = await signUp.verifiedUser({ first_name: 'Galih' });
  const verified = [sender];
  while (verified.length < MEMBERS) verified.push(await signUp.verifiedUser());
  secondSender = verified[1];
  members = verified.map((member) => member.input.email).sort();
  await signUp.app.close();
  db = openDatabase(signUp.config.database);
}, 120_000);

afterAll(async () => {
  for (const child of processes) await child.stop();
  await db?.destroy();
  await receiver?.close();
  await signUp?.close();
  for (const dir of processDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('an emergency broadcast whose sending process is killed', () => {
  it('is finished by the next process, every member once, cut-off mails under their first Message-ID', async () => {
    receiver.stallAfter(ACCEPTED_BEFORE_CRASH);
    const doomed = await startSendingProcess(signUp.config.database);
    // Signed in anew: the sign-up server's tokens carry its test clock, the process runs on real time.
    const login = await callApi<{ token: string }>(doomed.url, 'POST', '/login', {
      body: { user_mail: sender.input.email, password: sender.input.password },
    });
    const sent = await callApi(doomed.url, 'POST', '/emergency-mail', { token: login.body.token, body: CALL });
    expect(sent.status).toBe(202);

    // Killed while mails wait for the receiver's answer, once the accepted ones are marked
    // sent (a mail accepted but not yet marked would rightly go again, under its id).
    await vi.waitFor(
      async () => {
        expect(receiver.heldCount()).toBeGreaterThan(0);
        expect((await deliveries()).filter((delivery) => delivery.sent_at !== null)).toHaveLength(ACCEPTED_BEFORE_CRASH);
      },
      { timeout: 30_000, interval: 50 },
    );
    await doomed.crash();
    await vi.waitFor(() => expect(receiver.heldCount()).toBe(0));

    const afterCrash = await deliveries();
    const unsent = afterCrash.filter((delivery) => delivery.sent_at === null);
    expect(unsent).toHaveLength(MEMBERS - ACCEPTED_BEFORE_CRASH);
    // Every mail the receiver was reading was recorded as handed over before it left.
    const handedOver = unsent.filter((delivery) => delivery.send_started_at !== null);
    expect(receiver.cutOff.length).toBeGreaterThan(0);
    expect(handedOver.map(messageIdOf)).toEqual(expect.arrayContaining(receiver.cutOff.map((mail) => mail.messageId)));
    // The dead process still holds a claim, on mails it had not yet started too.
    const heldByTheDead = unsent.filter((delivery) => delivery.claimed_by !== null);
    expect(heldByTheDead.length).toBeGreaterThan(handedOver.length);

    receiver.resume();
    await startSendingProcess(signUp.config.database);
    // Its claims lapse one lease after their last renewal, not after minutes.
    await vi.waitFor(() => expect(receiver.accepted).toHaveLength(MEMBERS), { timeout: 30_000, interval: 100 });
    // A late second copy would show up within a few more sending rounds.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const { accepted } = receiver;
    expect(accepted.flatMap((mail) => mail.to).sort()).toEqual(members);
    expect(new Set(accepted.map((mail) => mail.messageId)).size).toBe(MEMBERS);
    const idOf = new Map((await deliveries()).map((delivery) => [delivery.email, messageIdOf(delivery)]));
    for (const mail of accepted) expect(mail.messageId).toBe(idOf.get(mail.to[0]));
    for (const cut of receiver.cutOff) {
      expect(accepted.filter((mail) => mail.messageId === cut.messageId)).toEqual([cut]);
    }
    expect((await deliveries()).filter((delivery) => delivery.sent_at === null)).toEqual([]);
  }, 120_000);

  it('sends at most one mail twice when killed right after SMTP accepted the mails it was reading, and loses none', async () => {
    // The processes of the broadcast before have nothing left to send.
    for (const child of processes.splice(0)) await child.stop();
    const answering = await startSmtpReceiver();
    try {
      answering.stallAfter(ACCEPTED_BEFORE_CRASH);
      const doomed = await startSendingProcess(signUp.config.database, answering);
      const login = await callApi<{ token: string }>(doomed.url, 'POST', '/login', {
        body: { user_mail: secondSender.input.email, password: secondSender.input.password },
      });
      const sent = await callApi(doomed.url, 'POST', '/emergency-mail', { token: login.body.token, body: CALL });
      expect(sent.status).toBe(202);

      // Every pooled connection carries a mail read in full: waiting for its answer, or with
      // its end-of-data line still held back by the sender.
      await vi.waitFor(
        () => {
          expect(answering.heldCount()).toBeGreaterThan(0);
          expect(answering.heldCount() + answering.awaitingEndCount()).toBe(POOL_CONNECTIONS);
        },
        { timeout: 30_000, interval: 20 },
      );
      // SMTP accepts what it holds, and the process dies before it can note a single answer.
      answering.resume();
      await doomed.crash();

      await startSendingProcess(signUp.config.database, answering);
      const recipients = () => new Set(answering.accepted.flatMap((mail) => mail.to));
      await vi.waitFor(() => expect(recipients().size).toBe(MEMBERS), { timeout: 30_000, interval: 100 });
      // A late second copy would show up within a few more sending rounds.
      await new Promise((resolve) => setTimeout(resolve, 500));

      expect([...recipients()].sort()).toEqual(members);
      const messageIds = answering.accepted.map((mail) => mail.messageId);
      expect(new Set(messageIds).size).toBe(MEMBERS);
      const sentTwice = messageIds.length - MEMBERS;
      expect(sentTwice).toBeLessThanOrEqual(MAILS_IN_DOUBT);
    } finally {
      // A process still waiting for an answer would not stop.
      answering.resume();
      for (const child of processes.splice(0)) await child.stop();
      await answering.close();
    }
  }, 120_000);
});
