// Starts the real server (buildApp) on 127.0.0.1:0 with its own temporary data folder:
// a fresh SQLite file, the mail outbox, and a clock the test moves by hand. Tests talk to
// it over real HTTP with fetch.
//
// With TEST_DATABASE_URL=postgres://user@host:port/postgres each server gets a fresh
// PostgreSQL database instead (created there, dropped on close), so the same suite checks
// that every query runs on both databases.
//
// With TEST_MEDIA_STORAGE=s3 each server keeps its media in a fresh bucket of its own S3
// server (tests/helpers/s3-server.ts) instead of DATA_DIR/media.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config, type DatabaseTarget } from '../../server/config.ts';
import type { OutboxMail } from '../../server/mail/outbox.ts';
import type { RegisterRequest } from '../../contract/wire.ts';
import { startS3Server, type TestBucket } from './s3-server.ts';

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** A raw body sent as is (for malformed JSON tests). */
  rawBody?: string;
  /** A multipart/form-data body (uploads). */
  form?: FormData;
}

export interface RegisteredUser {
  token: string;
  input: RegisterRequest;
  /** The code of the OTP mail sent at registration. */
  otp: string;
}

export interface TestServer {
  /** Origin of the listening server, e.g. http://127.0.0.1:43121 */
  url: string;
  app: FastifyInstance;
  config: Config;
  /** The bucket holding the media with MEDIA_STORAGE=s3 (TEST_MEDIA_STORAGE=s3); null on disk. */
  bucket: TestBucket | null;
  clock: TestClock;
  /** Every outbox mail so far, oldest first. */
  readMails(): OutboxMail[];
  /** The newest mail sent to `email`; throws when there is none. */
  lastMailTo(email: string): OutboxMail;
  /** Calls /api/v1{path} over HTTP. */
  request<T = Record<string, unknown>>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Registers a new (unverified) user; unique names unless overridden. */
  registerUser(overrides?: Partial<RegisterRequest>): Promise<RegisteredUser>;
  /** Registers and verifies a user; the token belongs to a verified session. */
  verifiedUser(overrides?: Partial<RegisterRequest>): Promise<RegisteredUser>;
  /** Logs in and returns the new token. */
  login(userMail: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Limits high enough that only the tests about rate limits meet them. */
const RELAXED_LIMITS = { loginRateLimit: 1000, loginAccountLimit: 1000, mailRateLimit: 1000, apiRateLimit: 100_000 };
/** Tests write members' rows behind the server's back: sessions are looked up on every request unless a test asks. */
const NO_SESSION_CACHE = { sessionCacheMs: 0 };

let userSequence = 0;

export function otpFromMail(mail: OutboxMail): string {
  const code = /kamu: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no OTP in mail "${mail.subject}"`);
  return code;
}

export function linkFromMail(mail: OutboxMail, pattern: RegExp): string {
  const link = mail.text.split('\n').find((line) => pattern.test(line));
  if (!link) throw new Error(`no link matching ${pattern} in mail "${mail.subject}"`);
  return link.trim();
}

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * The environment of a server process on the test database, at `url`, keeping its files in
 * `dataDir`: quiet, without demo members; `extra` adds or overrides variables.
 */
export function serverProcessEnv(url: string, dataDir: string, database: TestDatabase, extra: Record<string, string> = {}): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ...extra,
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database when TEST_DATABASE_URL is set, else a SQLite file in `dataDir`. */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return { target: { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') }, drop: async () => {} };
  }
  const name = `fanbase_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`)).then(() => {}),
  };
}

/** Every mail written to an outbox folder, oldest first. */
export function readOutbox(mailDir: string): OutboxMail[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(mailDir, name), 'utf8')) as OutboxMail);
}

/** Calls {baseUrl}/api/v1{apiPath} over HTTP. */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  apiPath: string,
  options: RequestOptions = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined = options.form ?? options.rawBody;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-server-test-'));
  const clock: TestClock = {
    now: new Date('2026-03-01T08:00:00.000Z'),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const base = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    APP_URL: 'http://spa.test',
    API_URL: 'http://api.test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
  });
  const database = await createTestDatabase(dataDir);
  const bucket = process.env.TEST_MEDIA_STORAGE === 's3' && !overrides.mediaStorage ? await startS3Server() : null;
  const config: Config = {
    ...base,
    database: database.target,
    ...(bucket && { mediaStorage: bucket.mediaStorage }),
    ...RELAXED_LIMITS,
    ...NO_SESSION_CACHE,
    passwordHashCost: { memoryCost: 256, timeCost: 1 },
    now: () => clock.now,
    ...overrides,
  };

  const app = await buildApp(config);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const readMails = () => readOutbox(config.mailDir);

  function request<T>(method: string, apiPath: string, options?: RequestOptions): Promise<TestResponse<T>> {
    return callApi<T>(url, method, apiPath, options);
  }

  function lastMailTo(email: string): OutboxMail {
    const mail = readMails()
      .filter((candidate) => candidate.to === email.toLowerCase())
      .at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  async function registerUser(overrides: Partial<RegisterRequest> = {}): Promise<RegisteredUser> {
    userSequence += 1;
    const input: RegisterRequest = {
      first_name: 'Tester',
      last_name: 'Fanbase',
      username: `user${userSequence}`,
      email: `user${userSequence}@example.com`,
      password: 'rahasia123',
      password_confirmation: overrides.password ?? 'rahasia123',
      address: 'Jl. Merdeka 1, Bandung',
      ...overrides,
    };
    const response = await request<{ token: string }>('POST', '/register', { body: input });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { token: response.body.token, input, otp: otpFromMail(lastMailTo(input.email)) };
  }

  async function verifiedUser(overrides: Partial<RegisterRequest> = {}): Promise<RegisteredUser> {
    const user = await registerUser(overrides);
    const response = await request('POST', '/verify-otp', { token: user.token, body: { otp_code: user.otp } });
    if (response.status !== 200) throw new Error(`verify failed: ${response.status} ${JSON.stringify(response.body)}`);
    return user;
  }

  async function login(userMail: string, password: string): Promise<string> {
    const response = await request<{ token: string }>('POST', '/login', { body: { user_mail: userMail, password } });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.token;
  }

  async function close(): Promise<void> {
    await app.close();
    await bucket?.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { url, app, config, bucket, clock, readMails, lastMailTo, request, registerUser, verifiedUser, login, close };
}
