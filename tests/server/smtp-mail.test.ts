// With SMTP_URL set, mail goes over SMTP (here to a real receiver on loopback) and the
// outbox stays empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../e2e/support/smtp-inbox.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let inbox: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startServer({ smtpUrl: `smtp://127.0.0.1:${inbox.port}`, mailFrom: 'Fanbase <noreply@fanbase.test>' });
});

afterAll(async () => {
  await server.close();
  await inbox.close();
});

describe('SMTP mailer', () => {
  it('sends the OTP mail with text and HTML parts', async () => {
    const response = await server.request('POST', '/register', {
      body: {
        first_name: 'Sinta',
        last_name: 'Wulandari',
        username: 'sinta',
        email: 'Sinta@Contoh.id',
        password: 'rahasia123',
        password_confirmation: 'rahasia123',
      },
    });
    expect(response.status).toBe(201);

    const mail = await inbox.waitFor('sinta@contoh.id', /^OTP Verification Code$/);
    const code = /kamu: (\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    expect(server.readMails()).toEqual([]);

    const verified = await server.request('POST', '/verify-otp', {
      token: (response.body as { token: string }).token,
      body: { otp_code: code },
    });
    expect(verified.status).toBe(200);
  });
});
