// An SMTP server on loopback that accepts every mail and only counts recipients, so the
// receiving end costs as little as possible while the server's sending is measured.
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** Mails received per recipient address. */
  received: Map<string, number>;
  total(): number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse DNS lookup per connection would measure the resolver, not the sending.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) received.set(address, (received.get(address) ?? 0) + 1);
        total += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    total: () => total,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
