// A generated community as the server finds it: a data folder (media files, and the SQLite
// file unless the community lives in a PostgreSQL database), named by the environment a server
// process on it is given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';
import { issueToken } from '../../server/services/tokens.ts';
import { generateCommunity, type CommunitySize } from './generate.ts';
import type { PostgresServer } from './postgres.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** DATA_DIR, and DATABASE_URL for a community in PostgreSQL. */
export type CommunityEnv = { DATA_DIR: string; DATABASE_URL?: string };

export interface Community {
  env: CommunityEnv;
  /** Seconds the generation took, migration included. */
  seconds: number;
  /** Deletes the data folder and drops the database. */
  remove(): Promise<void>;
}

export async function withDatabase<T>(env: CommunityEnv, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = openDatabase(loadConfig(env).database);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Migrates the community's fresh database and fills it; answers the seconds it took. */
export async function fillCommunity(env: CommunityEnv, size: CommunitySize): Promise<number> {
  const config = loadConfig(env);
  const started = performance.now();
  await withDatabase(env, async (db) => {
    await migrateToLatest(db);
    await generateCommunity(db, { ...size, mediaDir: config.mediaDir, now: new Date(), passwordHashCost: config.passwordHashCost });
  });
  return (performance.now() - started) / 1000;
}

/** A fresh community in a temporary folder, in SQLite or in a new database on `postgres`. */
export async function createCommunity(
  kind: DatabaseKind,
  size: CommunitySize,
  postgres: PostgresServer | undefined,
  label: string,
): Promise<Community> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fanbase-bench-${label}-`));
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    if (!postgres) throw new Error('a PostgreSQL community needs a PostgreSQL server');
    databaseUrl = await postgres.createDatabase(label);
  }
  const env: CommunityEnv = { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) };
  const remove = async () => {
    if (databaseUrl) await postgres?.dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { env, seconds: await fillCommunity(env, size), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Bearer tokens of the first `count` users (the demo user first), as if they had signed in. */
export async function signInFirstUsers(db: Kysely<Database>, count: number): Promise<string[]> {
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(count).execute();
  const now = new Date();
  return Promise.all(users.map((user) => issueToken(db, user.id, now)));
}
