// Server configuration, read from the environment only (design §2). Everything else in the
// server receives a Config instead of reading process.env, so tests can build their own.
import net from 'node:net';
import path from 'node:path';

export interface OwnerLinks {
  whatsapp?: string;
  linkedin?: string;
  github?: string;
  instagram?: string;
}

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

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
  mailDir: string;
  /** Built SPA; served only when the folder exists. */
  distDir: string;
  database: DatabaseTarget;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin of the SPA: redirects, mail links, CORS. */
  appUrl: string;
  /** Public origin of this API, used in the direct OTP link. */
  apiUrl: string;
  /**
   * Addresses (IP or CIDR) of the load balancers whose X-Forwarded-For names the client;
   * empty: the connecting address is the client.
   */
  trustedProxies: string[];
  brandName: string;
  seedDemo: boolean;
  loginRateLimit: number;
  mailRateLimit: number;
  apiRateLimit: number;
  /** Emergency mails claimed per batch; batches follow each other while the queue has mail. */
  emergencyBatchSize: number;
  /** How long an emergency sender with an empty queue waits before it looks again. */
  emergencyBatchIntervalMs: number;
  /**
   * How long a sender's claim on a batch lasts unless renewed; the sender renews it while it
   * works, so this is how soon another process takes over the batch of one that died.
   */
  emergencyClaimLeaseMs: number;
  /** How often an open event stream gets a heartbeat, and this process renews its open streams. */
  liveHeartbeatMs: number;
  /** How often the event stream's reader looks for events nothing woke it for. */
  livePollIntervalMs: number;
  /** How often album uploads older than 24 hours are purged. */
  tempUploadPurgeIntervalMs: number;
  ownerLinks: OwnerLinks;
  logLevel: string;
  passwordHashCost: PasswordHashCost;
  /** The clock every rule reads (token expiry, OTP and reset validity, rate windows). */
  now: () => Date;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, minimum = 1): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be an integer of at least ${minimum}, got "${raw}"`);
  }
  return value;
}

function origin(raw: string, name: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

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

function addressList(env: Env, name: string): string[] {
  const entries = (text(env, name) ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.find((entry) => !isAddressOrRange(entry));
  if (invalid !== undefined) {
    throw new Error(`${name} must list IP addresses or CIDR ranges, separated by commas, got "${invalid}"`);
  }
  return entries;
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? './data');
  const databaseUrl = text(env, 'DATABASE_URL');
  const usesPostgres = databaseUrl !== undefined && /^postgres(ql)?:\/\//.test(databaseUrl);
  const appUrl = origin(text(env, 'APP_URL') ?? `http://${host}:${port}`, 'APP_URL');
  const brandName = text(env, 'BRAND_NAME') ?? 'Fanbase';

  return {
    port,
    host,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mailDir: path.join(dataDir, 'mail'),
    distDir: path.resolve(text(env, 'DIST_DIR') ?? './dist'),
    database: usesPostgres
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') },
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? `${brandName} <no-reply@localhost>`,
    appUrl,
    apiUrl: origin(text(env, 'API_URL') ?? appUrl, 'API_URL'),
    trustedProxies: addressList(env, 'TRUST_PROXY'),
    brandName,
    seedDemo: text(env, 'SEED_DEMO') !== '0',
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 5),
    mailRateLimit: integer(env, 'MAIL_RATE_LIMIT', 5),
    apiRateLimit: integer(env, 'API_RATE_LIMIT', 300),
    liveHeartbeatMs: integer(env, 'LIVE_HEARTBEAT_MS', 20_000),
    // PostgreSQL wakes the reader on every commit; SQLite's other writers are rare.
    livePollIntervalMs: integer(env, 'LIVE_POLL_INTERVAL_MS', usesPostgres ? 1000 : 250),
    emergencyBatchSize: integer(env, 'EMERGENCY_BATCH_SIZE', 50),
    emergencyBatchIntervalMs: integer(env, 'EMERGENCY_BATCH_INTERVAL_MS', 5000),
    emergencyClaimLeaseMs: integer(env, 'EMERGENCY_CLAIM_LEASE_MS', 30_000),
    tempUploadPurgeIntervalMs: integer(env, 'TEMP_UPLOAD_PURGE_INTERVAL_MS', 60 * 60 * 1000),
    ownerLinks: {
      whatsapp: text(env, 'OWNER_WHATSAPP_URL'),
      linkedin: text(env, 'OWNER_LINKEDIN_URL'),
      github: text(env, 'OWNER_GITHUB_URL'),
      instagram: text(env, 'OWNER_INSTAGRAM_URL'),
    },
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    passwordHashCost: { memoryCost: 19456, timeCost: 2 },
    now: () => new Date(),
  };
}
