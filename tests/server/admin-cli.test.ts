// `npm run admin` grants and revokes roles with the server's configuration (DATA_DIR,
// DATABASE_URL): run here as the script it is, against the database of a running test server.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const run = promisify(execFile);

let server: TestServer;
let member: RegisteredUser;
const emptyDir = fs.mkdtempSync('/tmp/fanbase-admin-cli-');

beforeAll(async () => {
  server = await startServer();
  member = await server.verifiedUser({ username: 'Calon_Moderator' });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(emptyDir, { recursive: true, force: true });
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the admin script as `npm run admin -- …` does, with the server's configuration (or `env`). */
async function admin(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const { database, dataDir } = server.config;
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const configuration =
    database.kind === 'sqlite' ? { DATA_DIR: dataDir } : { DATA_DIR: emptyDir, DATABASE_URL: database.url };
  try {
    const { stdout, stderr } = await run(process.execPath, [...nodeArgsFor('adminCli'), ...args], {
      env: { ...parentEnv, ...configuration, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as Outcome;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function roleOf(token: string): Promise<string> {
  const response = await server.request<{ data: { role: string } }>('GET', '/personal-user', { token });
  return response.body.data.role;
}

describe('npm run admin', () => {
  it('grants moderator and admin by username in any case, and revokes back to member', async () => {
    expect(await admin(['grant', 'calon_moderator', 'moderator'])).toEqual({
      code: 0,
      stdout: 'Calon_Moderator is now moderator.\n',
      stderr: '',
    });
    expect(await roleOf(member.token)).toBe('moderator');
    expect((await admin(['grant', 'Calon_Moderator', 'admin'])).code).toBe(0);
    expect(await roleOf(member.token)).toBe('admin');
    expect(await admin(['revoke', 'Calon_Moderator'])).toMatchObject({
      code: 0,
      stdout: 'Calon_Moderator is a member again (no moderator or admin role).\n',
    });
    expect(await roleOf(member.token)).toBe('member');
  }, 60_000);

  it('refuses an unknown member, an unknown role and a malformed command with a message and exit code 1', async () => {
    expect(await admin(['grant', 'tidak_ada', 'moderator'])).toEqual({ code: 1, stdout: '', stderr: 'No member is named "tidak_ada".\n' });
    expect(await admin(['grant', 'Calon_Moderator', 'raja'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Unknown role "raja": grant moderator or admin.\n',
    });
    for (const args of [['promote', 'Calon_Moderator'], ['revoke']]) {
      const outcome = await admin(args);
      expect(outcome.code, args.join(' ')).toBe(1);
      expect(outcome.stderr).toContain('Usage: npm run admin -- grant <username> moderator|admin');
    }
    const badConfiguration = await admin(['grant', 'Calon_Moderator', 'moderator'], { DATABASE_URL: 'mysql://db/fanbase' });
    expect(badConfiguration.code).toBe(1);
    expect(badConfiguration.stderr).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(await roleOf(member.token)).toBe('member');
  }, 60_000);
});
