// PostgreSQL plans every unnamed statement anew, and for the short queries of a request planning
// costs about as much as running them. Named statements are parsed once per connection and, after
// a few runs, PostgreSQL may keep a generic plan for them. Kysely sends unnamed ones, so the pool's
// clients are given a query that names each statement by a hash of its SQL text.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { recentlyUsed } from '../lib/recently-used.ts';

/**
 * Statements named per connection at most. Bulk inserts and `in (…)` lists make a text per size;
 * past this many, a connection sends the rest unnamed, so no connection's cache grows without end.
 */
export const NAMED_PER_CONNECTION = 200;

/**
 * A statement whose result is every column of a table (`select *`, `"users".*`, `returning *`).
 * PostgreSQL refuses a prepared one for good once a migration changes that table's columns
 * ('cached plan must not change result type'), which another process may run at any time; such
 * statements stay unnamed. A `count(*)` is not one of them.
 */
const EVERY_COLUMN = /(?:select|returning|,)\s+(?:"\w+"\.)?\*/i;

/**
 * A query or a write, the statements a request sends again. A migration's DDL or a `set` runs once:
 * named, it would only take the connection's share of names (a migration's hundreds used it up).
 */
const REPEATED = /^\s*\(?\s*(?:select|insert|update|delete|with)\b/i;

/** Names of the texts met lately: hashing a text costs a request's share of time on every query. */
const namesOfTexts = recentlyUsed<string, string>(NAMED_PER_CONNECTION * 5);

function statementName(sql: string): string {
  let name = namesOfTexts.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('base64url')}`;
    namesOfTexts.set(sql, name);
  }
  return name;
}

/** A client's query with a name for each statement, as many as `NAMED_PER_CONNECTION`. */
function namingQuery(client: pg.PoolClient): void {
  const names = new Set<string>();
  const unnamedQuery = client.query.bind(client) as (text: unknown, values?: unknown) => Promise<unknown>;
  (client as { query: unknown }).query = (text: unknown, values?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || !REPEATED.test(text) || EVERY_COLUMN.test(text)) {
      return unnamedQuery(text, values);
    }
    const name = statementName(text);
    if (!names.has(name)) {
      if (names.size >= NAMED_PER_CONNECTION) return unnamedQuery(text, values);
      names.add(name);
    }
    return unnamedQuery({ name, text, values });
  };
}

/** The pool, whose clients name their statements from their first query on. */
export function withNamedStatements(pool: pg.Pool): pg.Pool {
  return pool.on('connect', namingQuery);
}
