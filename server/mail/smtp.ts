import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Pooled unless SMTP_URL says otherwise (`?pool=false`): an emergency broadcast sends
 * thousands of mails, and a connection per mail would repeat the TCP, TLS and AUTH
 * handshakes every time.
 */
function pooledByDefault(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(pooledByDefault(smtpUrl));
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
