// The production entry (server/main.ts) in a process that kills itself with SIGKILL part-way
// through its database work, as a crash or a power cut would: nothing is rolled back or cleaned
// up by the process, only by the database.
//
// CRASH_STATEMENT: a regular expression; the first statement run whose SQL it matches is watched.
// CRASH_AFTER: how many statements, from that one on, on its connection and until its
// transaction ends (a statement outside a transaction is alone), run before the process dies.
// 0 dies right before it; the commit counts, so the count of them all dies right after the
// commit, before anything is answered. A larger count never dies.
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

const crashAfter = Number(process.env.CRASH_AFTER);
if (!process.env.CRASH_STATEMENT || !Number.isInteger(crashAfter)) {
  throw new Error('CRASH_STATEMENT and CRASH_AFTER are required');
}
const watchedStatement = new RegExp(process.env.CRASH_STATEMENT, 'i');

/** Connections (a pg client, the SQLite database) with a transaction open. */
const inTransaction = new WeakSet<object>();
let watched: { connection: object; ran: number; open: boolean } | undefined;

function crash(): never {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('SIGKILL did not end the process');
}

function beforeStatement(connection: object, sql: string): void {
  const text = sql.trim().toLowerCase();
  if (text === 'begin') inTransaction.add(connection);
  if (watched || !watchedStatement.test(sql)) return;
  watched = { connection, ran: 0, open: true };
  if (crashAfter === 0) crash();
}

function afterStatement(connection: object, sql: string): void {
  const text = sql.trim().toLowerCase();
  const ends = text === 'commit' || text === 'rollback';
  if (ends) inTransaction.delete(connection);
  if (!watched?.open || watched.connection !== connection) return;
  watched.ran += 1;
  if (watched.ran === crashAfter) crash();
  if (ends || !inTransaction.has(connection)) watched.open = false;
}

type Run = (this: SqliteDatabase.Statement, ...parameters: unknown[]) => unknown;

const statementMethods = Object.getPrototypeOf(new SqliteDatabase(':memory:').prepare('select 1')) as Record<
  'run' | 'all',
  Run
>;
for (const method of ['run', 'all'] as const) {
  const original = statementMethods[method];
  statementMethods[method] = function (this: SqliteDatabase.Statement, ...parameters: unknown[]) {
    beforeStatement(this.database, this.source);
    const result = original.apply(this, parameters);
    afterStatement(this.database, this.source);
    return result;
  };
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const clientMethods = pg.Client.prototype as unknown as { query: Query };
const originalQuery = clientMethods.query;
clientMethods.query = function (this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  const sql = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
  beforeStatement(this, sql);
  const result = originalQuery.apply(this, args);
  if (!(result instanceof Promise)) return result;
  return result.then((value: unknown) => {
    afterStatement(this, sql);
    return value;
  });
};

await import('../../server/main.ts');
