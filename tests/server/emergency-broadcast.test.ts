// The emergency broadcast over a real SMTP receiver: queued in the database, sent in
// batches by the background worker, resumed after a restart without duplicates.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../server/config.ts';
import { startSmtpInbox, type SmtpInbox } from '../e2e/support/smtp-inbox.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { startSmtpReceiver } from '../helpers/smtp-receiver.ts';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

const call = { message: 'Nobar final malam ini!', place: 'Kafe Senja', map: 'https://maps.example.com/?q=kafe+senja' };

function startWithInbox(overrides: Partial<Config>): Promise<TestServer> {
  return startServer({ smtpUrl: `smtp://127.0.0.1:${inbox.port}`, emergencyBatchSize: 2, ...overrides });
}

/** Recipients of the broadcast mails with this subject, one entry per mail received. */
function recipientsOf(subject: string): string[] {
  return inbox.mails.filter((mail) => mail.subject === subject).flatMap((mail) => mail.to);
}

/**
 * Verified members (the sender first) and one unverified user, signed up on a server using
 * the outbox, whose OTP mails the test helper reads; SMTP servers then open its database.
 */
async function community(senderName: string, size: number) {
  const signUp = await startServer();
  const sender = await signUp.verifiedUser({ first_name: senderName });
  const members: RegisteredUser[] = [sender];
  while (members.length < size) members.push(await signUp.verifiedUser());
  const unverified = await signUp.registerUser();
  await signUp.app.close();
  return { signUp, sender, emails: members.map((member) => member.input.email).sort(), unverified };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('emergency broadcast over SMTP', () => {
  it('reaches every verified user exactly once and no unverified one', async () => {
    const { signUp, sender, emails, unverified } = await community('Wulan', 5);
    const server = await startWithInbox({ database: signUp.config.database, emergencyBatchIntervalMs: 20 });
    try {
      expect((await server.request('POST', '/emergency-mail', { token: sender.token, body: call })).status).toBe(202);

      const subject = 'Undangan event oleh Wulan';
      await vi.waitFor(() => expect(recipientsOf(subject)).toHaveLength(emails.length), { timeout: 10_000 });
      await settle();
      expect(recipientsOf(subject).sort()).toEqual(emails);
      expect(recipientsOf(subject)).not.toContain(unverified.input.email);
      const mail = await inbox.waitFor(sender.input.email, /^Undangan event oleh Wulan$/);
      expect(mail.text).toContain('Halo Wulan,');
      expect(mail.html).toContain('<a href="https://maps.example.com/?q=kafe+senja">Kafe Senja</a>');
    } finally {
      await server.close();
      await signUp.close();
    }
  });

  it('sends batch after batch while the queue has mail, pausing only once it is empty', async () => {
    const { signUp, sender, emails } = await community('Zaki', 5);
    // Batches of 2 and an hour's pause: only going on at once gets the third batch out.
    const server = await startWithInbox({ database: signUp.config.database, emergencyBatchIntervalMs: 3_600_000 });
    try {
      expect((await server.request('POST', '/emergency-mail', { token: sender.token, body: call })).status).toBe(202);
      const subject = 'Undangan event oleh Zaki';
      await vi.waitFor(() => expect(recipientsOf(subject)).toHaveLength(emails.length), { timeout: 10_000 });
      expect(recipientsOf(subject).sort()).toEqual(emails);
    } finally {
      await server.close();
      await signUp.close();
    }
  });

  it('resumes after a restart mid-broadcast, sending nothing twice', async () => {
    const { signUp, sender, emails } = await community('Yuda', 5);
    const { database } = signUp.config;
    // Answers held back: the first server's first batch stays in flight while it is stopped.
    const receiver = await startSmtpReceiver();
    receiver.stallAfter(0);
    const smtpUrl = `smtp://127.0.0.1:${receiver.port}`;
    const first = await startServer({ smtpUrl, database, emergencyBatchSize: 2, emergencyBatchIntervalMs: 20 });
    let second: TestServer | undefined;
    try {
      expect((await first.request('POST', '/emergency-mail', { token: sender.token, body: call })).status).toBe(202);
      // One mail waits for its answer, the other (its end held back until then) behind it.
      await vi.waitFor(() => expect([receiver.heldCount(), receiver.awaitingEndCount()]).toEqual([1, 1]), {
        timeout: 10_000,
      });
      const stopping = first.app.emergencyWorker.stop();
      receiver.resume();
      await stopping;
      await first.app.close();
      expect(receiver.accepted).toHaveLength(2);

      second = await startServer({ smtpUrl, database, emergencyBatchSize: 2, emergencyBatchIntervalMs: 20 });
      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(emails.length), { timeout: 10_000 });
      await settle();
      expect(receiver.accepted.flatMap((mail) => mail.to).sort()).toEqual(emails);
      const unsent = await second.app.db
        .selectFrom('emergency_deliveries')
        .select('id')
        .where('sent_at', 'is', null)
        .execute();
      expect(unsent).toEqual([]);
    } finally {
      await second?.close();
      await first.close();
      await signUp.close();
      await receiver.close();
    }
  });
});
