import net from 'node:net';
import { Transform } from 'node:stream';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer/lib/mailer/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
import type { Mailer, SendOptions } from './mailer.ts';

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
 * Passes a message through and holds back its end until `beforeEnd` resolves. SMTP writes the
 * end-of-data line, on which the receiver accepts the mail, only once the message has ended;
 * everything before it is on its way meanwhile.
 */
function endingAfter(beforeEnd: () => Promise<void>): Transform {
  return new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk);
    },
    flush(done) {
      beforeEnd().then(() => done(), done);
    },
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
  // A fresh hold each time the message is read: the pool reads it again to retry a mail on
  // another connection when the first one closed before the mail's first byte.
  transport.use('stream', (mail, done) => {
    const { beforeHandOver } = mail.data as SendOptions;
    if (beforeHandOver) mail.message?.transform(() => endingAfter(beforeHandOver));
    done();
  });
  return {
    async send(message, sendOptions) {
      const mail: SendMailOptions & SendOptions = { from, ...message, ...sendOptions };
      await transport.sendMail(mail);
    },
    async close() {
      transport.close();
    },
  };
}
