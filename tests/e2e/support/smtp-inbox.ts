// The SMTP receiver read as an inbox: every mail it accepted, and a wait for the next one.
import { startSmtpReceiver, type ReceivedMail } from '../../helpers/smtp-receiver.ts';

export type { ReceivedMail };

export interface SmtpInbox {
  port: number;
  mails: ReceivedMail[];
  /** Waits for a mail to `address` whose subject matches and that no earlier wait returned. */
  waitFor(address: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const receiver = await startSmtpReceiver();
  const mails = receiver.accepted;
  const seen = new Set<ReceivedMail>();
  return {
    port: receiver.port,
    mails,
    async waitFor(to, subject, timeoutMs = 15000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.find((m) => !seen.has(m) && m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        if (mail) {
          seen.add(mail);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
    },
    close: receiver.close,
  };
}
