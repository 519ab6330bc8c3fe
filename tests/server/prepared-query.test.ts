// preparedQuery compiles a query's shape once and fills only its values per call; on the
// server's real database it must answer exactly what the freshly built query answers.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../../server/db/prepared-query.ts';
import type { Database } from '../../server/db/schema.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await server.verifiedUser({ username: 'sinta', first_name: 'Sinta' });
  await server.verifiedUser({ username: 'santi', first_name: 'Santi' });
});
afterAll(() => server.close());

// Arguments used out of their order in the SQL, next to a constant of the query itself.
const namedUsers = preparedQuery((db: Kysely<Database>, firstName: string, username: string) =>
  db
    .selectFrom('users')
    .select(['username', 'first_name'])
    .where('username', '=', username)
    .where('first_name', '=', firstName)
    .where('readed_notif', '>=', 0),
);

describe('preparedQuery', () => {
  it('puts each argument in its own slot and keeps the constants, call after call', async () => {
    const { db } = server.app;
    expect(await namedUsers(db, 'Sinta', 'sinta')).toEqual([{ username: 'sinta', first_name: 'Sinta' }]);
    expect(await namedUsers(db, 'Santi', 'santi')).toEqual([{ username: 'santi', first_name: 'Santi' }]);
    expect(await namedUsers(db, 'Santi', 'sinta')).toEqual([]);
  });

  it('runs inside a transaction on the same database', async () => {
    const rows = await server.app.db.transaction().execute((trx) => namedUsers(trx, 'Sinta', 'sinta'));
    expect(rows).toEqual([{ username: 'sinta', first_name: 'Sinta' }]);
  });
});
