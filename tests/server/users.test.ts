// The signed-in user's own data (contract §5, §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /personal-user', () => {
  it('answers the contract shape, also for an unverified user', async () => {
    const user = await server.registerUser({ first_name: 'Aldi', username: 'aldi', phone_number: '0812' });
    const response = await server.request('GET', '/personal-user', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Data of Aldi fetched',
      data: {
        first_name: 'Aldi',
        last_name: 'Fanbase',
        username: 'aldi',
        foto_profile: null,
        bio: null,
        address: 'Jl. Merdeka 1, Bandung',
        phone_number: '0812',
        email_verified_at: null,
        notification_list: null,
        readed_notif: 0,
        role: 'member',
        password_mailed: false,
      },
    });
  });

  it('shows the verification time as ISO-8601 and the avatar as an absolute URL', async () => {
    const user = await server.verifiedUser();
    await server.app.db
      .updateTable('users')
      .set({ foto_profile: 'avatar/abc.jpg' })
      .where('email', '=', user.input.email)
      .execute();
    const response = await server.request<{ data: Record<string, unknown> }>('GET', '/personal-user', {
      token: user.token,
    });
    expect(response.body.data.email_verified_at).toBe(server.clock.now.toISOString());
    expect(response.body.data.foto_profile).toBe('http://api.test/media/avatar/abc.jpg');
  });

  it('never exposes the e-mail, password hash or internal ids', async () => {
    const user = await server.verifiedUser();
    const response = await server.request<{ data: Record<string, unknown> }>('GET', '/personal-user', {
      token: user.token,
    });
    for (const key of ['email', 'password_hash', 'id', 'verify_ref']) expect(response.body.data).not.toHaveProperty(key);
  });
});

describe('GET /user/account', () => {
  it('answers the e-mail and the join date', async () => {
    const user = await server.verifiedUser({ email: 'Account@Example.com' });
    const response = await server.request('GET', '/user/account', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Email and date of joined fetched',
      data: { email: 'account@example.com', created_at: server.clock.now.toISOString() },
    });
  });
});
