// The log of the process as deployed (`server/main.ts`, info level, mail to the outbox): a whole
// sign-up, verification and password reset, and a token pasted into a URL, leave no code, link,
// token or password in it. The outbox files keep what a developer needs to read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { callApi, createTestDatabase, linkFromMail, otpFromMail, readOutbox, type TestDatabase } from '../helpers/server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const MEMBER = {
  first_name: 'Rahasia',
  last_name: 'Terjaga',
  username: 'rahasia_log',
  email: 'rahasia.log@example.com',
  password: 'rahasia123',
  password_confirmation: 'rahasia123',
};

let dataDir: string;
let database: TestDatabase;
let child: ChildServer;

const mails = () => readOutbox(path.join(dataDir, 'mail'));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-log-'));
  database = await createTestDatabase(dataDir);
  child = await startChildServer({
    args: nodeArgsFor('server'),
    env: (url) => ({
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
    }),
    readyPath: '/api/v1/health',
  });
}, 60_000);

afterAll(async () => {
  await child?.stop();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the start of a server mailing to its outbox', () => {
  it('says in plain words where it listens and where its mail goes', () => {
    expect(child.output()).toContain(`is listening at ${child.url}`);
    expect(child.output()).toContain(`Mail is written to ${path.join(dataDir, 'mail')} (no SMTP_URL)`);
  });
});

describe('the log of a server mailing to its outbox', () => {
  it('carries no code, link, token or password of the mails and requests it handled', async () => {
    const registered = await callApi<{ token: string }>(child.url, 'POST', '/register', { body: MEMBER });
    expect(registered.status).toBe(201);
    const otpMail = mails().findLast((mail) => mail.to === MEMBER.email)!;
    const code = otpFromMail(otpMail);
    const verifyLink = linkFromMail(otpMail, /verify-otp/);
    const verifyRef = /verify-otp\/([^/]+)\//.exec(verifyLink)![1];
    expect((await callApi(child.url, 'POST', '/verify-otp', { token: registered.body.token, body: { otp_code: code } })).status).toBe(200);

    expect((await callApi(child.url, 'POST', '/reset-password', { body: { email: MEMBER.email } })).status).toBe(200);
    const resetMail = mails().findLast((mail) => mail.to === MEMBER.email)!;
    const resetLink = linkFromMail(resetMail, /\/auth\/reset-password\//);
    const newPassword = /Password baru kamu: (\S+)/.exec(resetMail.text)![1];
    const [, resetToken, emailSegment] = /\/auth\/reset-password\/([^/]+)\/([^/]+)$/.exec(resetLink)!;
    const confirmed = await callApi(child.url, 'POST', `/reset-password/${resetToken}/${emailSegment}`);
    expect(confirmed.status).toBe(200);

    // A client that puts its token into the URL is refused, and the token stays out of the log too.
    const login = await callApi<{ token: string }>(child.url, 'POST', '/login', { body: { user_mail: MEMBER.email, password: newPassword } });
    expect(login.status).toBe(200);
    expect((await callApi(child.url, 'GET', `/personal-user?token=${login.body.token}`)).status).toBe(401);
    await callApi(child.url, 'GET', '/health');

    const log = child.output();
    expect(log).toContain('outbox: mail written');
    for (const secret of [code, verifyRef, resetToken, newPassword, login.body.token]) expect(log).not.toContain(secret);
  }, 60_000);
});
