// Server configuration, read from the environment only (design §2). Everything else in the
// server receives a Config instead of reading process.env, so tests can build their own.
// Every variable is parsed by one schema, which names its type, default and rule; a bad
// value stops the start with every problem listed at once.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { OwnerLinks } from '../contract/app-config.ts';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** An S3-compatible bucket holding the media (contract §17). */
export interface BucketSettings {
  bucket: string;
  region: string;
  /** Unset: AWS's own address for the region. */
  endpoint: string | undefined;
  /** Buckets addressed as <endpoint>/<bucket> rather than <bucket>.<endpoint>. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role) provides them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type MediaStorageTarget = { kind: 'local' } | ({ kind: 's3' } & BucketSettings);

/** Argon2id cost; production uses the library defaults, tests lower them to stay fast. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  /** Where uploaded media lives: under mediaDir, or in a bucket that every process shares. */
  mediaStorage: MediaStorageTarget;
  /**
   * MEDIA_PUBLIC_URL, ending in "/": media URLs are built on it and this server answers no
   * /media path. Unset: media URLs point at /media/ on the API's origin.
   */
  mediaPublicUrl: string | undefined;
  mailDir: string;
  /** Built SPA; served only when the folder exists. */
  distDir: string;
  database: DatabaseTarget;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin of the SPA: redirects, mail links, CORS. */
  appUrl: string;
  /**
   * Public origin of this API (API_URL): media URLs and the direct OTP link are built on it.
   * Unset: where each request reached this server (server/http/api-origin.ts).
   */
  apiUrl: string | undefined;
  /**
   * Addresses (IP or CIDR) of the load balancers whose X-Forwarded-For names the client;
   * empty: the connecting address is the client.
   */
  trustedProxies: string[];
  brandName: string;
  seedDemo: boolean;
  loginRateLimit: number;
  /** Wrong passwords an hour per account (or per unknown login name), from any address. */
  loginAccountLimit: number;
  mailRateLimit: number;
  apiRateLimit: number;
  /** How often a process writes the general limit's counts and reads the other processes' (decision 142). */
  apiRateSyncMs: number;
  /** How long a session looked up stays in the process's cache; 0 looks it up on every request (decision 143). */
  sessionCacheMs: number;
  /** Emergency mails claimed per batch; batches follow each other while the queue has mail. */
  emergencyBatchSize: number;
  /** How long an emergency sender with an empty queue waits before it looks again. */
  emergencyBatchIntervalMs: number;
  /**
   * How long a sender's claim on a batch lasts unless renewed; the sender renews it while it
   * works, so this is how soon another process takes over the batch of one that died.
   */
  emergencyClaimLeaseMs: number;
  /**
   * Emergency mails one sending process lets wait for SMTP's answer at once: the most it can
   * send twice should it die before noting the answers.
   */
  emergencyMailsInDoubt: number;
  /** How often an open event stream gets a heartbeat, and this process renews its open streams. */
  liveHeartbeatMs: number;
  /** Event streams one member may hold open in this process; a new one ends their oldest. */
  liveStreamsPerMember: number;
  /** Presence changes within this window go out as one event (each event reaches every stream). */
  livePresenceBatchMs: number;
  /** How often the event stream's reader looks for events nothing woke it for. */
  livePollIntervalMs: number;
  /** How often album uploads older than 24 hours are purged. */
  tempUploadPurgeIntervalMs: number;
  /** How long a closing process lets open requests finish before it ends their connections. */
  shutdownGraceMs: number;
  /** Picture jobs (sharp) running at once; each holds one of libuv's threads while it runs. */
  imageWorkConcurrency: number;
  /** Uploads waiting for their picture job; one more is answered 503 (server/media/image-work.ts). */
  imageWorkQueueLimit: number;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset: a pair made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about this server's pushes: a mailto: or https: URL. */
  vapidSubject: string;
  /** Push to loopback and private addresses too (tests only: the SSRF rule, contract §18). */
  webPushAllowLocalEndpoints: boolean;
  /** A PEM file of certificates trusted for push endpoints besides the system's (tests' own endpoints). */
  webPushCaFile: string | undefined;
  ownerLinks: OwnerLinks;
  logLevel: string;
  /**
   * The SPA is built with a Google Maps key (VITE_GOOGLE_MAPS_API_KEY, read by the build and
   * by this server from the same environment), so its pages load Maps from Google.
   */
  googleMaps: boolean;
  passwordHashCost: PasswordHashCost;
  /** The clock every rule reads (token expiry, OTP and reset validity, rate windows). */
  now: () => Date;
}

type Env = Record<string, string | undefined>;

/** A start refused because of the environment; its message lists every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Node's timers take at most this many milliseconds (about 24.8 days). */
const LONGEST_TIMER_MS = 2_147_483_647;
const PORT_MAX = 65_535;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Blank counts as unset, and values are used without surrounding spaces. */
function unsetWhenBlank(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function setting<T extends z.ZodType>(schema: T) {
  return z.preprocess(unsetWhenBlank, schema);
}

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  const rule =
    max === Number.MAX_SAFE_INTEGER
      ? `must be a whole number of at least ${min}`
      : `must be a whole number from ${min} to ${max}`;
  return z.string().regex(/^\d+$/, rule).transform(Number).pipe(z.number().min(min, rule).max(max, rule));
}

/** Counts, limits and sizes. */
const count = () => wholeNumber(1);

/** Durations handed to timers. */
const milliseconds = () => wholeNumber(1, LONGEST_TIMER_MS);

const HTTP_URL_RULE = 'must be an absolute http:// or https:// URL';
const httpUrl = z.url({ protocol: /^https?$/, error: HTTP_URL_RULE });

/** A public address of this server; only its origin is kept. */
const publicOrigin = setting(httpUrl.transform((raw) => new URL(raw).origin).optional());

const ownerLink = setting(httpUrl.optional());

/** A P-256 key in unpadded base64url: 65 bytes (an uncompressed point) or 32 (a private scalar). */
const vapidKey = (bytes: number) =>
  setting(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be unpadded base64url')
      .refine((key) => Buffer.from(key, 'base64url').length === bytes, `must hold ${bytes} bytes`)
      .optional(),
  );

/** Named ranges that Fastify's proxy check understands besides addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d+$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

const addressList = setting(
  z
    .string()
    .default('')
    .transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(isAddressOrRange, {
          error: (issue) =>
            'must list IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), separated by commas; ' +
            `"${String(issue.input)}" is none of these`,
        }),
      ),
    ),
);

const flag = (fallback: '0' | '1') =>
  setting(
    z
      .enum(['0', '1'], 'must be 0 or 1')
      .default(fallback)
      .transform((value) => value === '1'),
  );

/** The variables, each with its type, default and rule. */
const variables = z.object({
  PORT: setting(wholeNumber(0, PORT_MAX).default(3000)),
  HOST: setting(z.string().default('127.0.0.1')),
  DATA_DIR: setting(z.string().default('./data')),
  DIST_DIR: setting(z.string().default('./dist')),
  // Unset: the embedded SQLite database in DATA_DIR.
  DATABASE_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  // Unset: mails are written to the outbox folder in DATA_DIR.
  SMTP_URL: setting(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: setting(z.string().optional()),
  APP_URL: publicOrigin,
  API_URL: publicOrigin,
  TRUST_PROXY: addressList,
  BRAND_NAME: setting(z.string().default('Fanbase')),
  SEED_DEMO: flag('1'),
  LOGIN_RATE_LIMIT: setting(count().default(5)),
  LOGIN_ACCOUNT_LIMIT: setting(count().default(10)),
  MAIL_RATE_LIMIT: setting(count().default(5)),
  API_RATE_LIMIT: setting(count().default(300)),
  API_RATE_SYNC_MS: setting(milliseconds().default(1000)),
  // At most a minute: a change no live event announces is seen after it at the latest.
  SESSION_CACHE_MS: setting(wholeNumber(0, 60_000).default(30_000)),
  LIVE_HEARTBEAT_MS: setting(milliseconds().default(20_000)),
  LIVE_STREAMS_PER_MEMBER: setting(count().default(20)),
  LIVE_PRESENCE_BATCH_MS: setting(milliseconds().default(1000)),
  // Unset: 1 s on PostgreSQL, which wakes the reader on every commit; 250 ms on SQLite, whose
  // other writers are rare.
  LIVE_POLL_INTERVAL_MS: setting(milliseconds().optional()),
  EMERGENCY_BATCH_SIZE: setting(count().default(50)),
  EMERGENCY_BATCH_INTERVAL_MS: setting(milliseconds().default(5000)),
  EMERGENCY_CLAIM_LEASE_MS: setting(milliseconds().default(30_000)),
  EMERGENCY_MAILS_IN_DOUBT: setting(count().default(1)),
  TEMP_UPLOAD_PURGE_INTERVAL_MS: setting(milliseconds().default(60 * 60 * 1000)),
  SHUTDOWN_GRACE_MS: setting(milliseconds().default(10_000)),
  // At most three of libuv's four threads, so argon2 and file I/O always have one.
  IMAGE_WORK_CONCURRENCY: setting(wholeNumber(1, 3).default(1)),
  IMAGE_WORK_QUEUE_LIMIT: setting(count().default(16)),
  OWNER_WHATSAPP_URL: ownerLink,
  OWNER_LINKEDIN_URL: ownerLink,
  OWNER_GITHUB_URL: ownerLink,
  OWNER_INSTAGRAM_URL: ownerLink,
  MEDIA_STORAGE: setting(z.enum(['local', 's3'], 'must be local or s3').default('local')),
  S3_BUCKET: setting(z.string().optional()),
  S3_REGION: setting(z.string().default('us-east-1')),
  S3_ENDPOINT: setting(httpUrl.optional()),
  S3_ACCESS_KEY_ID: setting(z.string().optional()),
  S3_SECRET_ACCESS_KEY: setting(z.string().optional()),
  S3_FORCE_PATH_STYLE: flag('0'),
  MEDIA_PUBLIC_URL: setting(httpUrl.transform((raw) => (raw.endsWith('/') ? raw : `${raw}/`)).optional()),
  VAPID_PUBLIC_KEY: vapidKey(65),
  VAPID_PRIVATE_KEY: vapidKey(32),
  VAPID_SUBJECT: setting(z.url({ protocol: /^(https|mailto)$/, error: 'must be a mailto: or https:// URL' }).optional()),
  WEB_PUSH_ALLOW_LOCAL_ENDPOINTS: flag('0'),
  WEB_PUSH_CA_FILE: setting(z.string().refine((file) => fs.existsSync(file), 'must name a readable file').optional()),
  LOG_LEVEL: setting(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info')),
  // Read at build time by the SPA; here only whether it is set matters.
  VITE_GOOGLE_MAPS_API_KEY: setting(z.string().optional()),
});

/** Rules between variables; each problem names the variable to set (never a secret's value). */
const environment = variables.superRefine((vars, context) => {
  const problem = (name: string, message: string) => context.addIssue({ code: 'custom', path: [name], message });
  if (vars.MEDIA_STORAGE === 's3' && vars.S3_BUCKET === undefined) problem('S3_BUCKET', 'must be set when MEDIA_STORAGE is s3');
  if (vars.S3_SECRET_ACCESS_KEY !== undefined && vars.S3_ACCESS_KEY_ID === undefined) {
    problem('S3_ACCESS_KEY_ID', 'must be set with S3_SECRET_ACCESS_KEY');
  }
  if (vars.S3_ACCESS_KEY_ID !== undefined && vars.S3_SECRET_ACCESS_KEY === undefined) {
    problem('S3_SECRET_ACCESS_KEY', 'must be set with S3_ACCESS_KEY_ID');
  }
  // Without a bucket nothing else serves the files of DATA_DIR/media.
  if (vars.MEDIA_STORAGE === 'local' && vars.MEDIA_PUBLIC_URL !== undefined) {
    problem('MEDIA_PUBLIC_URL', 'needs MEDIA_STORAGE=s3');
  }
  if ((vars.VAPID_PUBLIC_KEY === undefined) !== (vars.VAPID_PRIVATE_KEY === undefined)) {
    problem(vars.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY', 'must be set with its pair');
  }
});

type Variables = z.output<typeof environment>;

function mediaStorageOf(vars: Variables): MediaStorageTarget {
  if (vars.MEDIA_STORAGE === 'local' || vars.S3_BUCKET === undefined) return { kind: 'local' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** An address that can stand in a URL's host, IPv6 in brackets. */
function urlHost(host: string): string {
  return net.isIPv6(host) ? `[${host}]` : host;
}

/** A VAPID subject when none is set: the SPA's origin if it is https, else a mailto: address. */
function defaultVapidSubject(appUrl: string): string {
  return appUrl.startsWith('https:') ? appUrl : 'mailto:no-reply@localhost';
}

function toConfig(vars: Variables): Config {
  const dataDir = path.resolve(vars.DATA_DIR);
  const databaseUrl = vars.DATABASE_URL;
  const appUrl = vars.APP_URL ?? new URL(`http://${urlHost(vars.HOST)}:${vars.PORT}`).origin;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mediaStorage: mediaStorageOf(vars),
    mediaPublicUrl: vars.MEDIA_PUBLIC_URL,
    mailDir: path.join(dataDir, 'mail'),
    distDir: path.resolve(vars.DIST_DIR),
    database:
      databaseUrl === undefined
        ? { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') }
        : { kind: 'postgres', url: databaseUrl },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `${vars.BRAND_NAME} <no-reply@localhost>`,
    appUrl,
    apiUrl: vars.API_URL,
    trustedProxies: vars.TRUST_PROXY,
    brandName: vars.BRAND_NAME,
    seedDemo: vars.SEED_DEMO,
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    loginAccountLimit: vars.LOGIN_ACCOUNT_LIMIT,
    mailRateLimit: vars.MAIL_RATE_LIMIT,
    apiRateLimit: vars.API_RATE_LIMIT,
    apiRateSyncMs: vars.API_RATE_SYNC_MS,
    sessionCacheMs: vars.SESSION_CACHE_MS,
    liveHeartbeatMs: vars.LIVE_HEARTBEAT_MS,
    liveStreamsPerMember: vars.LIVE_STREAMS_PER_MEMBER,
    livePresenceBatchMs: vars.LIVE_PRESENCE_BATCH_MS,
    livePollIntervalMs: vars.LIVE_POLL_INTERVAL_MS ?? (databaseUrl === undefined ? 250 : 1000),
    emergencyBatchSize: vars.EMERGENCY_BATCH_SIZE,
    emergencyBatchIntervalMs: vars.EMERGENCY_BATCH_INTERVAL_MS,
    emergencyClaimLeaseMs: vars.EMERGENCY_CLAIM_LEASE_MS,
    emergencyMailsInDoubt: vars.EMERGENCY_MAILS_IN_DOUBT,
    tempUploadPurgeIntervalMs: vars.TEMP_UPLOAD_PURGE_INTERVAL_MS,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    imageWorkConcurrency: vars.IMAGE_WORK_CONCURRENCY,
    imageWorkQueueLimit: vars.IMAGE_WORK_QUEUE_LIMIT,
    vapidKeys:
      vars.VAPID_PUBLIC_KEY !== undefined && vars.VAPID_PRIVATE_KEY !== undefined
        ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: vars.VAPID_SUBJECT ?? defaultVapidSubject(appUrl),
    webPushAllowLocalEndpoints: vars.WEB_PUSH_ALLOW_LOCAL_ENDPOINTS,
    webPushCaFile: vars.WEB_PUSH_CA_FILE,
    ownerLinks: {
      whatsapp: vars.OWNER_WHATSAPP_URL,
      linkedin: vars.OWNER_LINKEDIN_URL,
      github: vars.OWNER_GITHUB_URL,
      instagram: vars.OWNER_INSTAGRAM_URL,
    },
    logLevel: vars.LOG_LEVEL,
    googleMaps: vars.VITE_GOOGLE_MAPS_API_KEY !== undefined,
    passwordHashCost: { memoryCost: 19456, timeCost: 2 },
    now: () => new Date(),
  };
}

/** Variables whose value is never printed, even a refused one. */
const SECRET_VARIABLES = new Set(['VAPID_PRIVATE_KEY', 'S3_SECRET_ACCESS_KEY']);

/** One line per bad variable: its name, the rule it breaks and the value it had (unless secret). */
function problemsOf(error: z.ZodError, env: Env): string[] {
  const problems = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0]);
    const given = SECRET_VARIABLES.has(name) && env[name] !== undefined ? 'a secret (not shown)' : JSON.stringify(env[name]);
    if (!problems.has(name)) problems.set(name, `${name} ${issue.message}, got ${given}`);
  }
  return [...problems.values()];
}

/** The configuration from `env`; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error, env));
  return toConfig(parsed.data);
}

/** For the command-line tools: the configuration, or undefined after naming on stderr what is wrong with it. */
export function loadConfigOrSayWhy(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
}
