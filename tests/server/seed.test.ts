import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCommunity } from '../../server/seed/demo.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('demo community', () => {
  it('seeds verified users into an empty database, once', async () => {
    const logins = await seedDemoCommunity(server.app.db, server.config);
    expect(logins.length).toBeGreaterThanOrEqual(3);

    for (const login of logins) {
      const response = await server.request('POST', '/login', {
        body: { user_mail: login.username, password: login.password },
      });
      expect(response.body).toMatchObject({ status: true, verified: true });
    }
    expect(await seedDemoCommunity(server.app.db, server.config)).toEqual([]);
  });
});
