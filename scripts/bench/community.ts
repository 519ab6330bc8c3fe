// A data folder holding a generated community: the SQLite file and the media files, laid
// out exactly as the server reads them from DATA_DIR.
import type { Kysely } from 'kysely';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/schema.ts';
import { issueToken } from '../../server/services/tokens.ts';
import { generateCommunity, type CommunitySize } from './generate.ts';

export async function withDatabase<T>(dataDir: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = openDatabase(loadConfig({ DATA_DIR: dataDir }).database);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Migrates a fresh database in `dataDir` and fills it; answers the seconds it took. */
export async function fillDataDir(dataDir: string, size: CommunitySize): Promise<number> {
  const config = loadConfig({ DATA_DIR: dataDir });
  const started = performance.now();
  await withDatabase(dataDir, async (db) => {
    await migrateToLatest(db);
    await generateCommunity(db, { ...size, mediaDir: config.mediaDir, now: new Date(), passwordHashCost: config.passwordHashCost });
  });
  return (performance.now() - started) / 1000;
}

/** Bearer tokens of the first `count` users (the demo user first), as if they had signed in. */
export async function signInFirstUsers(db: Kysely<Database>, count: number): Promise<string[]> {
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(count).execute();
  const now = new Date();
  return Promise.all(users.map((user) => issueToken(db, user.id, now)));
}
