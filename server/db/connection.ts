// Opens the database named by the configuration: an embedded SQLite file (WAL) by default,
// PostgreSQL when DATABASE_URL is set. Callers get the same Kysely interface either way.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import type { Database } from './schema.ts';

function openSqlite(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable under WAL except for the last transactions on power loss.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A second process (or a backup) holding the write lock makes writers wait, not fail.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

function openPostgres(url: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
}

export function openDatabase(target: DatabaseTarget): Kysely<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openSqlite(target.file);
}
