// The user search and the online list (contract §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindUserResponse, LoginUsersResponse } from '../../contract/wire.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const MINUTE_MS = 60_000;

let server: TestServer;
let searcher: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  searcher = await server.verifiedUser({ username: 'pencari' });
});
afterAll(() => server.close());

/** Users inserted directly: the search only reads them, and a hundred registrations are slow. */
async function insertUsers(people: { username: string; first_name?: string; last_name?: string }[]) {
  await server.app.db
    .insertInto('users')
    .values(
      people.map((person) => ({
        first_name: person.first_name ?? 'Anggota',
        last_name: person.last_name ?? 'Komunitas',
        username: person.username,
        email: `${person.username.toLowerCase()}@example.com`,
        password_hash: 'unused',
        bio: null,
        address: 'Rahasia',
        phone_number: null,
        foto_profile: null,
        email_verified_at: null,
        verify_ref: `ref-${person.username}`,
        created_at: server.clock.now.toISOString(),
      })),
    )
    .execute();
}

async function search(keyword: string, fetchAll = false): Promise<FindUserResponse['match_users']> {
  const query = `user_keyword=${encodeURIComponent(keyword)}${fetchAll ? '&fetch_all=true' : ''}`;
  const response = await server.request<FindUserResponse>('GET', `/find-user?${query}`, { token: searcher.token });
  expect(response.status).toBe(200);
  return response.body.match_users;
}

const usernames = (users: { username: string }[]) => users.map((user) => user.username);

describe('GET /find-user', () => {
  it('matches part of a first name, last name or username, in any case, ordered by username', async () => {
    await insertUsers([
      { username: 'zed_kirana', first_name: 'Zed' },
      { username: 'Bagus', first_name: 'KIRANA' },
      { username: 'citra', last_name: 'Sukirana' },
      { username: 'dewi', first_name: 'Dewi' },
    ]);
    expect(usernames(await search('kIrAnA'))).toEqual(['Bagus', 'citra', 'zed_kirana']);
  });

  it('answers public fields and the bio only', async () => {
    await insertUsers([{ username: 'publik', first_name: 'Publik', last_name: 'Saja' }]);
    await server.app.db
      .updateTable('users')
      .set({ bio: 'Halo', foto_profile: 'avatar/p.jpg' })
      .where('username', '=', 'publik')
      .execute();
    const response = await server.request('GET', '/find-user?user_keyword=publik', { token: searcher.token });
    expect(response.body).toEqual({
      status: true,
      message: 'Match users successfully fetched',
      match_users: [
        {
          first_name: 'Publik',
          last_name: 'Saja',
          username: 'publik',
          foto_profile: 'http://api.test/media/avatar/p.jpg',
          bio: 'Halo',
        },
      ],
    });
  });

  it('treats %, _ and \\ as plain characters', async () => {
    await insertUsers([
      { username: 'under_score' },
      { username: 'underxscore' },
      { username: 'persen', first_name: '100%Fan' },
      { username: 'persenx', first_name: '100xFan' },
      { username: 'garis', last_name: 'Back\\slash' },
    ]);
    expect(usernames(await search('under_'))).toEqual(['under_score']);
    expect(usernames(await search('100%'))).toEqual(['persen']);
    expect(usernames(await search('k\\s'))).toEqual(['garis']);
  });

  it('answers at most 6 for the dropdown and at most 100 with fetch_all', async () => {
    await insertUsers(Array.from({ length: 105 }, (_, index) => ({ username: `massal${String(index).padStart(3, '0')}` })));
    const dropdown = await search('massal');
    expect(usernames(dropdown)).toEqual(['massal000', 'massal001', 'massal002', 'massal003', 'massal004', 'massal005']);
    const all = await search('massal', true);
    expect(all).toHaveLength(100);
    expect(all.at(-1)!.username).toBe('massal099');
  });

  it('fills the dropdown past members hidden from the searcher for a keyword of one or two characters', async () => {
    await insertUsers(Array.from({ length: 9 }, (_, index) => ({ username: `zqa_${index + 1}` })));
    await server.app.db
      .updateTable('users')
      .set({ suspended_permanently: 1 })
      .where('username', 'in', ['zqa_1', 'zqa_2'])
      .execute();
    const blocked = await server.verifiedUser({ username: 'zqa_0' });
    await server.request('POST', '/users/pencari/block', { token: blocked.token });
    const expected = ['zqa_3', 'zqa_4', 'zqa_5', 'zqa_6', 'zqa_7', 'zqa_8'];
    expect(usernames(await search('zq'))).toEqual(expected);
    expect(usernames(await search('q'))).toEqual(expected);
    expect(usernames(await search('zq', true))).toEqual([...expected, 'zqa_9']);
  });

  it.each(['', '   '])('answers an empty list for the keyword %j', async (keyword) => {
    expect(await search(keyword)).toEqual([]);
  });

  it('answers an empty list without a keyword', async () => {
    const response = await server.request('GET', '/find-user', { token: searcher.token });
    expect(response.body).toEqual({ status: true, message: 'Match users successfully fetched', match_users: [] });
  });
});

describe('GET /login-user', () => {
  async function online(token = searcher.token): Promise<string[]> {
    const response = await server.request<LoginUsersResponse>('GET', '/login-user', { token });
    expect(response.status).toBe(200);
    return usernames(response.body.login_users);
  }

  it('lists users with a session used in the last 5 minutes, the requester included', async () => {
    server.clock.advance(10 * MINUTE_MS);
    const visitor = await server.verifiedUser({ username: 'pengunjung', first_name: 'Pengunjung', last_name: 'Baru' });
    const response = await server.request('GET', '/login-user', { token: searcher.token });
    expect(response.body).toEqual({
      status: true,
      message: 'Login user fetched',
      login_users: [
        { first_name: 'Tester', last_name: 'Fanbase', username: 'pencari', foto_profile: null },
        { first_name: 'Pengunjung', last_name: 'Baru', username: 'pengunjung', foto_profile: null },
      ],
    });

    server.clock.advance(5 * MINUTE_MS);
    expect(await online()).toEqual(['pencari', 'pengunjung']);
    server.clock.advance(1);
    expect(await online()).toEqual(['pencari']);

    await server.request('GET', '/personal-user', { token: visitor.token });
    expect(await online()).toEqual(['pencari', 'pengunjung']);
  });

  it('drops a user who logged out, unless another session of theirs is active', async () => {
    server.clock.advance(10 * MINUTE_MS);
    const phone = await server.verifiedUser({ username: 'ponsel' });
    const laptop = await server.login('ponsel', phone.input.password);
    await server.request('POST', '/logout', { token: phone.token });
    expect(await online()).toContain('ponsel');
    await server.request('POST', '/logout', { token: laptop });
    expect(await online()).not.toContain('ponsel');
  });
});
