// The PostgreSQL server of a bench run: BENCH_DATABASE_URL when set (a role that may create
// databases), else Debian's local cluster, started and given such a role as CI does
// (scripts/local-postgres.sh). Each community gets a fresh database, dropped afterwards.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const BENCH_ROLE = 'fanbase_bench';

export interface PostgresServer {
  /** A fresh, empty database owned by the bench's role; answers its URL. */
  createDatabase(label: string): Promise<string>;
  dropDatabase(url: string): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function startPostgres(): PostgresServer {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    execFileSync('scripts/local-postgres.sh', [BENCH_ROLE], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return {
    async createDatabase(label) {
      const name = `fanbase_bench_${label}_${randomBytes(4).toString('hex')}`;
      await asAdmin(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropDatabase(url) {
      const name = new URL(url).pathname.slice(1);
      // Server processes may still be closing their pools.
      await asAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
