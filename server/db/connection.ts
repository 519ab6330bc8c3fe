// Opens the database named by the configuration: an embedded SQLite file (WAL) by default,
// PostgreSQL when DATABASE_URL is set. Callers get the same Kysely interface either way.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqlite } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { LiteralLimitsPlugin } from './literal-limits.ts';
import { withNamedStatements } from './named-statements.ts';
import { plannedOnce } from './sqlite-plan-once.ts';
import type { Database } from './schema.ts';

/** Enough for every query shape the app builds; bulk inserts of varying sizes age out. */
const CACHED_STATEMENTS = 1000;

/** PostgreSQL connections per server process. */
const POOL_SIZE = 20;

/**
 * A named statement runs on the plan made once for any values (decision 163): PostgreSQL's own
 * choice planned the feed's page anew on every run, its parameters' selectivity being unknown.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * Kysely prepares every query anew, which costs about as much as running a short one;
 * this keeps prepared statements by SQL text instead, each written so that SQLite plans it
 * once (sqlite-plan-once.ts). A statement still being iterated (busy) is never handed out twice.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqlite {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText) {
      const cached = statements.get(sqlText);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(plannedOnce(sqlText));
      if (!cached) {
        // Maps keep insertion order, so the first key is the oldest statement.
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** SQLite's page cache per connection (its default is 2 MiB). */
const SQLITE_PAGE_CACHE_KIB = 64 * 1024;

function openSqlite(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable under WAL except for the last transactions on power loss.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A second process (or a backup) holding the write lock makes writers wait, not fail.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${SQLITE_PAGE_CACHE_KIB}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [new LiteralLimitsPlugin()] });
}

function openPostgres(url: string): Kysely<Database> {
  // pg's default of 10 connections queued requests behind each other under 50 concurrent
  // clients; PostgreSQL's default 100 connections leave room for several processes of 20.
  const pool = withNamedStatements(new pg.Pool({ connectionString: url, max: POOL_SIZE, options: GENERIC_PLANS }));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new LiteralLimitsPlugin()] });
}

export function openDatabase(target: DatabaseTarget): Kysely<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openSqlite(target.file);
}
