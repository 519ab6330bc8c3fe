// Parameters written `+?` so SQLite plans a statement once (decision 184): only parameters are
// touched, never a question mark inside a string, a quoted name or a comment, and the answers
// stay those of bare parameters, comparisons and stored types included.
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { plannedOnce } from '../../server/db/sqlite-plan-once.ts';

const sqlite = new SqliteDatabase(':memory:');
afterAll(() => sqlite.close());

describe('plannedOnce', () => {
  it('writes every parameter as +? and leaves quoted text and comments as they are', () => {
    expect(plannedOnce('select * from t where a = ? and b in (?, ?) limit ? offset ?')).toBe(
      'select * from t where a = +? and b in (+?, +?) limit +? offset +?',
    );
    expect(plannedOnce(`select '?', 'it''s ?', "we?ird", [na?me], \`x?\` from t where c = ?`)).toBe(
      `select '?', 'it''s ?', "we?ird", [na?me], \`x?\` from t where c = +?`,
    );
    expect(plannedOnce('select 1 -- why?\nwhere d = ? /* ? */ and e = ?')).toBe('select 1 -- why?\nwhere d = +? /* ? */ and e = +?');
    expect(plannedOnce('select ?1, :name')).toBe('select +?1, :name');
  });

  it('answers as bare parameters do: conversions by column affinity, stored types, NULL and blobs', () => {
    sqlite.exec('create table kinds (id integer primary key, n integer, t text, b blob, r real)');
    const insert = (sql: string) => sqlite.prepare(sql).run(7, '12', 34, Buffer.from([1, 2]), '2.5');
    insert(plannedOnce('insert into kinds (id, n, t, b, r) values (?, ?, ?, ?, ?)'));
    const stored = sqlite.prepare('select typeof(n) n, typeof(t) t, typeof(b) b, typeof(r) r, n + 0 as sum from kinds').get();
    expect(stored).toEqual({ n: 'integer', t: 'text', b: 'blob', r: 'real', sum: 12 });
    for (const [sql, args] of [
      ['select id from kinds where n = ?', ['12']],
      ['select id from kinds where t = ?', [34]],
      ['select id from kinds where id = ? and r > ?', ['7', 2]],
      ['select id from kinds k join kinds j using (id) where k.id = ?', [7]],
      ['select ? is null as id', [null]],
    ] as const) {
      expect(sqlite.prepare(plannedOnce(sql)).all(...args), sql).toEqual(sqlite.prepare(sql).all(...args));
    }
  });
});
