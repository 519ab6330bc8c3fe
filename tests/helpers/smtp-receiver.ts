// A real SMTP receiver on loopback that can stall: then it reads each mail to its end but
// holds back the answer, the way a slow provider does. A mail counts as accepted only once
// it was answered; one whose sender hung up while it was held was never accepted (the
// sender cannot know it arrived) and is kept apart as cut off. A mail whose sender hangs up
// before its end-of-data line was never received at all.
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpReceiver {
  port: number;
  /** Mails answered with 250, in that order. */
  accepted: ReceivedMail[];
  /** Mails read while stalled whose sender hung up before the answer. */
  cutOff: ReceivedMail[];
  /** Mails read and waiting for their answer. */
  heldCount(): number;
  /** Mails whose content arrived in full while their sender holds back the end-of-data line. */
  awaitingEndCount(): number;
  /** Answers mails until `count` in all were accepted, then holds back every answer. */
  stallAfter(count: number): void;
  /** Accepts the held mails whose senders still wait, and answers new ones at once again. */
  resume(): void;
  close(): Promise<void>;
}

interface HeldMail {
  mail: ReceivedMail;
  sessionId: string;
  accept: () => void;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const accepted: ReceivedMail[] = [];
  const cutOff: ReceivedMail[] = [];
  let held: HeldMail[] = [];
  let acceptUpTo = Infinity;
  /** The mails being read, each with whether its content is complete. */
  const reading = new Set<{ complete: boolean }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const progress = { complete: false };
      reading.add(progress);
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        progress.complete = hasClosingBoundary(Buffer.concat(chunks).toString());
      });
      // Ended, or cut off by a sender that hung up before the end-of-data line.
      stream.on('close', () => reading.delete(progress));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            const mail: ReceivedMail = {
              messageId: parsed.messageId ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            };
            const accept = () => {
              accepted.push(mail);
              callback();
            };
            if (accepted.length < acceptUpTo) accept();
            else held.push({ mail, sessionId: session.id, accept });
          })
          .catch(callback);
      });
    },
    onClose(session) {
      const [gone, waiting] = partition(held, (entry) => entry.sessionId === session.id);
      cutOff.push(...gone.map((entry) => entry.mail));
      held = waiting;
    },
  });
  // A sender killed mid-mail resets its connections: expected here, and counted as cut off.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();

  return {
    port: typeof address === 'object' && address ? address.port : 0,
    accepted,
    cutOff,
    heldCount: () => held.length,
    awaitingEndCount: () => [...reading.values()].filter((progress) => progress.complete).length,
    stallAfter(count) {
      acceptUpTo = count;
    },
    resume() {
      acceptUpTo = Infinity;
      const waiting = held;
      held = [];
      for (const entry of waiting) entry.accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whether a multipart message's last part has arrived: its top-level closing boundary. Until
 * the end-of-data line comes, smtp-server keeps the last 4 bytes read (they might start it),
 * so a message held back at its end reads up to that boundary's final `--\r\n`.
 */
function hasClosingBoundary(raw: string): boolean {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  return boundary !== undefined && (raw.endsWith(`--${boundary}`) || raw.includes(`--${boundary}--`));
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}
