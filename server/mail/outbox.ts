// Local mail without SMTP: each message becomes a JSON file in the mail folder, where a developer
// (or a test) reads the OTP or the reset link, and a log line naming that file. The log never
// carries a mail's text: codes, links and passwords would outlive the mail in every log sink.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

export interface OutboxMail extends MailMessage {
  created_at: string;
}

export function createOutboxMailer(mailDir: string, log: FastifyBaseLogger, now: () => Date): Mailer {
  let sequence = 0;
  return {
    async send(message, options) {
      await fs.mkdir(mailDir, { recursive: true });
      const createdAt = now();
      sequence += 1;
      // Fixed-width parts so a directory listing sorts in sending order.
      const name = `${createdAt.getTime()}-${process.pid}-${String(sequence).padStart(6, '0')}.json`;
      const file = path.join(mailDir, name);
      const mail: OutboxMail = { ...message, created_at: createdAt.toISOString() };
      // Renamed into place so a reader never sees half a mail (the emergency worker writes
      // while requests are served).
      await fs.writeFile(`${file}.partial`, JSON.stringify(mail, null, 2));
      await options?.beforeHandOver?.();
      await fs.rename(`${file}.partial`, file);
      log.info({ mail: { to: message.to, subject: message.subject, file } }, 'outbox: mail written');
    },
    async close() {},
  };
}
