import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      database: { kind: 'sqlite', file: path.resolve('data', 'app.sqlite') },
      smtpUrl: undefined,
      appUrl: 'http://127.0.0.1:3000',
      // Unset: where each request reaches the server.
      apiUrl: undefined,
      brandName: 'Fanbase',
      seedDemo: true,
      loginRateLimit: 5,
      loginAccountLimit: 10,
      mailRateLimit: 5,
      apiRateLimit: 300,
      trustedProxies: [],
      ownerLinks: {},
    });
    expect(config.mailFrom).toContain('Fanbase');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/fanbase',
      DATABASE_URL: 'postgres://user:pw@db:5432/fanbase',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Fans <fans@example.com>',
      APP_URL: 'https://fans.example.com/',
      BRAND_NAME: 'Sobat',
      SEED_DEMO: '0',
      LOGIN_RATE_LIMIT: '10',
      LOGIN_ACCOUNT_LIMIT: '20',
      MAIL_RATE_LIMIT: '3',
      API_RATE_LIMIT: '1000',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback',
      OWNER_WHATSAPP_URL: 'https://wa.me/62',
      OWNER_LINKEDIN_URL: 'https://linkedin.com/in/x',
      OWNER_GITHUB_URL: 'https://github.com/x',
      OWNER_INSTAGRAM_URL: 'https://instagram.com/x',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      mediaDir: '/srv/fanbase/media',
      mailDir: '/srv/fanbase/mail',
      database: { kind: 'postgres', url: 'postgres://user:pw@db:5432/fanbase' },
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Fans <fans@example.com>',
      appUrl: 'https://fans.example.com',
      apiUrl: undefined,
      brandName: 'Sobat',
      seedDemo: false,
      loginRateLimit: 10,
      loginAccountLimit: 20,
      mailRateLimit: 3,
      apiRateLimit: 1000,
      trustedProxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
      ownerLinks: {
        whatsapp: 'https://wa.me/62',
        linkedin: 'https://linkedin.com/in/x',
        github: 'https://github.com/x',
        instagram: 'https://instagram.com/x',
      },
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ API_RATE_LIMIT: 'many' })).toThrow(/API_RATE_LIMIT/);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: '0' })).toThrow(/LOGIN_RATE_LIMIT/);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*"true"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/TRUST_PROXY/);
  });
});

describe('loadConfig: every setting', () => {
  it('reads the timings, the log level, a separate API origin and the Maps key', () => {
    const config = loadConfig({
      DIST_DIR: '/srv/fanbase-web',
      API_URL: 'https://api.fans.example.com/v1',
      LIVE_HEARTBEAT_MS: '15000',
      LIVE_POLL_INTERVAL_MS: '500',
      EMERGENCY_BATCH_SIZE: '20',
      EMERGENCY_BATCH_INTERVAL_MS: '1000',
      EMERGENCY_CLAIM_LEASE_MS: '60000',
      EMERGENCY_MAILS_IN_DOUBT: '5',
      TEMP_UPLOAD_PURGE_INTERVAL_MS: '600000',
      LOG_LEVEL: 'warn',
      VITE_GOOGLE_MAPS_API_KEY: 'AIza-test',
    });
    expect(config).toMatchObject({
      distDir: '/srv/fanbase-web',
      apiUrl: 'https://api.fans.example.com',
      liveHeartbeatMs: 15_000,
      livePresenceBatchMs: 1000,
      livePollIntervalMs: 500,
      emergencyBatchSize: 20,
      emergencyBatchIntervalMs: 1000,
      emergencyClaimLeaseMs: 60_000,
      emergencyMailsInDoubt: 5,
      tempUploadPurgeIntervalMs: 600_000,
      logLevel: 'warn',
      googleMaps: true,
    });
  });

  it('defaults the timings, polling the database more often on SQLite', () => {
    const sqlite = loadConfig({});
    expect(sqlite).toMatchObject({
      liveHeartbeatMs: 20_000,
      livePresenceBatchMs: 1000,
      livePollIntervalMs: 250,
      emergencyBatchSize: 50,
      emergencyBatchIntervalMs: 5000,
      emergencyClaimLeaseMs: 30_000,
      emergencyMailsInDoubt: 1,
      tempUploadPurgeIntervalMs: 3_600_000,
      logLevel: 'info',
      googleMaps: false,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/fanbase' }).livePollIntervalMs).toBe(1000);
  });

  it('takes a blank variable as unset and trims the others', () => {
    const config = loadConfig({ PORT: ' ', BRAND_NAME: '  Sobat  ', TRUST_PROXY: '', VITE_GOOGLE_MAPS_API_KEY: '  ' });
    expect(config).toMatchObject({ port: 3000, brandName: 'Sobat', trustedProxies: [], googleMaps: false });
  });

  it('builds the default app origin from an IPv6 host', () => {
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).appUrl).toBe('http://[::1]:8080');
  });
});

describe('loadConfig: refused values', () => {
  function problemsOf(env: Record<string, string>): string[] {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('the configuration was accepted');
  }

  it('names the variable, its rule and the value given', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a whole number from 0 to 65535, got "70000"']);
    expect(problemsOf({ LOGIN_RATE_LIMIT: '2.5' })).toEqual([
      'LOGIN_RATE_LIMIT must be a whole number of at least 1, got "2.5"',
    ]);
    expect(problemsOf({ LIVE_HEARTBEAT_MS: '3000000000' })).toEqual([
      'LIVE_HEARTBEAT_MS must be a whole number from 1 to 2147483647, got "3000000000"',
    ]);
    expect(problemsOf({ APP_URL: 'fans.example.com' })).toEqual([
      'APP_URL must be an absolute http:// or https:// URL, got "fans.example.com"',
    ]);
    expect(problemsOf({ OWNER_GITHUB_URL: 'javascript:alert(1)' })).toEqual([
      'OWNER_GITHUB_URL must be an absolute http:// or https:// URL, got "javascript:alert(1)"',
    ]);
    expect(problemsOf({ DATABASE_URL: 'mysql://db/fanbase' })).toEqual([
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://db/fanbase"',
    ]);
    expect(problemsOf({ SMTP_URL: 'mail.example.com:25' })).toEqual([
      'SMTP_URL must start with smtp:// or smtps://, got "mail.example.com:25"',
    ]);
    expect(problemsOf({ SEED_DEMO: 'no' })).toEqual(['SEED_DEMO must be 0 or 1, got "no"']);
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1, balancer' })).toEqual([
      'TRUST_PROXY must list IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), separated by ' +
        'commas; "balancer" is none of these, got "10.0.0.1, balancer"',
    ]);
  });

  it('refuses VAPID keys that are not a P-256 pair, without printing the private one', () => {
    const publicKey = Buffer.alloc(65, 4).toString('base64url');
    const privateKey = Buffer.alloc(32, 7).toString('base64url');
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual(['VAPID_PRIVATE_KEY must be set with its pair, got undefined']);
    expect(problemsOf({ VAPID_PRIVATE_KEY: privateKey })).toEqual([
      'VAPID_PUBLIC_KEY must be set with its pair, got undefined',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'c2VjcmV0+/=' })).toEqual([
      'VAPID_PRIVATE_KEY must be unpadded base64url, got a secret (not shown)',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey })).toEqual([
      `VAPID_PUBLIC_KEY must hold 65 bytes, got "${privateKey}"`,
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'http://fans.example.com' })).toEqual([
      'VAPID_SUBJECT must be a mailto: or https:// URL, got "http://fans.example.com"',
    ]);
    expect(problemsOf({ WEB_PUSH_ALLOW_LOCAL_ENDPOINTS: 'yes' })).toEqual([
      'WEB_PUSH_ALLOW_LOCAL_ENDPOINTS must be 0 or 1, got "yes"',
    ]);
    expect(problemsOf({ WEB_PUSH_CA_FILE: '/no/such/ca.pem' })).toEqual([
      'WEB_PUSH_CA_FILE must name a readable file, got "/no/such/ca.pem"',
    ]);
    const pair = loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:admin@fans.example.com' });
    expect([pair.vapidKeys, pair.vapidSubject]).toEqual([{ publicKey, privateKey }, 'mailto:admin@fans.example.com']);
    expect(loadConfig({ APP_URL: 'https://fans.example.com' }).vapidSubject).toBe('https://fans.example.com');
    expect(loadConfig({}).vapidSubject).toBe('mailto:no-reply@localhost');
  });

  it('reports every bad variable at once, in one message', () => {
    const env = { PORT: 'http', EMERGENCY_CLAIM_LEASE_MS: '0', LIVE_POLL_INTERVAL_MS: '-5', API_URL: 'ftp://files' };
    expect(problemsOf(env)).toEqual([
      'PORT must be a whole number from 0 to 65535, got "http"',
      'API_URL must be an absolute http:// or https:// URL, got "ftp://files"',
      'LIVE_POLL_INTERVAL_MS must be a whole number from 1 to 2147483647, got "-5"',
      'EMERGENCY_CLAIM_LEASE_MS must be a whole number from 1 to 2147483647, got "0"',
    ]);
    expect(() => loadConfig(env)).toThrow(
      /^Invalid configuration:\n {2}PORT .*\n {2}API_URL .*\n {2}LIVE_POLL_INTERVAL_MS .*\n {2}EMERGENCY_CLAIM_LEASE_MS .*$/,
    );
  });

  it('stops the server at start-up with that message and no stack trace', async () => {
    const { code, stderr } = await runServer({ PORT: 'http', LOG_LEVEL: 'loud', DATA_DIR: os.tmpdir() });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      [
        'Invalid configuration:',
        '  PORT must be a whole number from 0 to 65535, got "http"',
        '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      ].join('\n'),
    );
  });
});

/** Runs the production entry in `env` until it ends (or is stopped after 15 s): its exit code and errors. */
async function runServer(env: Record<string, string>): Promise<{ code: unknown; stderr: string }> {
  const args = nodeArgsFor('server');
  try {
    await promisify(execFile)(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, timeout: 15_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: unknown; stderr: string };
    return { code, stderr };
  }
}
