import net from 'node:net';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
import type { Mailer } from './mailer.ts';

/** nodemailer's own limit on opening a connection. */
const CONNECT_TIMEOUT_MS = 2 * 60 * 1000;

type SocketCallback = (error: Error | null, socketOptions?: { connection: net.Socket }) => void;

/**
 * Opens nodemailer's TCP connections with Nagle's algorithm off. nodemailer writes a mail's
 * body and its closing "\r\n.\r\n" separately; with Nagle on, the closing line waits for the
 * receiver's delayed ACK of the body (about 40 ms on Linux), which held every connection to
 * some 20 mails a second. TLS (smtps:// or STARTTLS) is layered on this socket by nodemailer.
 */
function connectWithoutDelay(options: SMTPConnection.Options, callback: SocketCallback): void {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = net.connect({ host: options.host ?? 'localhost', port, noDelay: true });
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  socket.setTimeout(options.connectionTimeout ?? CONNECT_TIMEOUT_MS, () => fail(new Error('SMTP connection timed out')));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.off('error', fail);
    callback(null, { connection: socket });
  });
}

/**
 * Pooled unless SMTP_URL says otherwise (`?pool=false`): an emergency broadcast sends
 * thousands of mails, and a connection per mail would repeat the TCP, TLS and AUTH
 * handshakes every time. Other nodemailer options ride along as query parameters too, e.g.
 * `?maxConnections=10` or a provider's pace with `?rateLimit=20&rateDelta=1000`.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const options = { pool: true, ...parseConnectionUrl(smtpUrl), getSocket: connectWithoutDelay };
  const transport = nodemailer.createTransport(options);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
