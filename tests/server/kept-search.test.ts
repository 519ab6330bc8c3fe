// The search box's answers kept per keyword (decision 183): kept until the member list's version
// moves, which every write to what a search matches or shows moves (migration 0026), the ones
// made straight into the database too, and nothing else; what one searcher may not see is taken
// out per request (blocks either way, suspensions at the request's now), and a page that loses
// more members than the kept answer holds beyond it comes from the searcher's own search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindUserResponse } from '../../contract/wire.ts';
import { KEPT_BEYOND_PAGE } from '../../server/services/kept-search.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const DROPDOWN = 6;
const HOUR_MS = 3_600_000;

let server: TestServer;
let searcher: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  searcher = await server.verifiedUser({ username: 'pencari', first_name: 'Pencari', last_name: 'Teman' });
});
afterAll(() => server.close());

async function found(keyword: string, token = searcher.token, all = false): Promise<string[]> {
  const query = `user_keyword=${encodeURIComponent(keyword)}${all ? '&fetch_all=true' : ''}`;
  const response = await server.request<FindUserResponse>('GET', `/find-user?${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.match_users.map((user) => `${user.first_name} ${user.username}`);
}

async function listVersion(): Promise<string> {
  const row = await server.app.db.selectFrom('member_list_version').select('version').executeTakeFirstOrThrow();
  return String(row.version);
}

const setUser = (username: string, values: Record<string, unknown>) =>
  server.app.db.updateTable('users').set(values).where('username', '=', username).execute();

describe('the member list version', () => {
  it('moves on a write to what a search matches or shows, and on no other', async () => {
    const member = await server.verifiedUser({ username: 'versiku', first_name: 'Versi', last_name: 'Awal' });
    const moved = async (write: () => Promise<unknown>) => {
      const before = await listVersion();
      await write();
      return (await listVersion()) !== before;
    };
    const name = member.input.username;
    expect(await moved(() => setUser(name, { address: 'Jl. Lain 2' }))).toBe(false);
    expect(await moved(() => setUser(name, { notifications_version: 7 }))).toBe(false);
    // Written again as it was: nothing an answer holds changed.
    expect(await moved(() => setUser(name, { first_name: 'Versi', bio: null }))).toBe(false);
    let username = name;
    for (const change of [
      { first_name: 'Versi2' },
      { last_name: 'Akhir' },
      { username: 'VersiKu' },
      { foto_profile: 'avatars/versi.jpg' },
      { bio: 'Halo' },
      { suspended_until: new Date(server.clock.now.getTime() + HOUR_MS).toISOString() },
      { suspended_permanently: 1 },
    ]) {
      expect(await moved(() => setUser(username, change)), JSON.stringify(change)).toBe(true);
      username = change.username ?? username;
    }
    expect(await moved(() => server.verifiedUser({ username: 'pendatang' }))).toBe(true);
    const imported = ['impor1', 'impor2', 'impor3'];
    const importing = server.app.db.insertInto('users').values(
      imported.map((name) => ({
        username: name,
        first_name: 'Impor',
        last_name: 'Massal',
        email: `${name}@example.com`,
        password_hash: 'unused',
        verify_ref: `ref-${name}`,
        created_at: server.clock.now.toISOString(),
      })),
    );
    expect(await moved(() => importing.execute())).toBe(true);
    expect(await found('impor')).toEqual(imported.map((name) => `Impor ${name}`));
    expect(await moved(() => server.app.db.deleteFrom('users').where('username', '=', 'pendatang').execute())).toBe(true);
  });
});

describe('GET /find-user, kept per keyword', () => {
  it('answers from its kept copy until a change, written through the API or straight into the database', async () => {
    await server.verifiedUser({ username: 'simpanan1', first_name: 'Simpan', last_name: 'Satu' });
    expect(await found('simpanan')).toEqual(['Simpan simpanan1']);
    expect(await found('SIMPANAN')).toEqual(['Simpan simpanan1']);

    await setUser('simpanan1', { first_name: 'Tersimpan' });
    expect(await found('simpanan')).toEqual(['Tersimpan simpanan1']);
    const newcomer = await server.verifiedUser({ username: 'simpanan2', first_name: 'Simpan', last_name: 'Dua' });
    expect(await found('simpanan')).toEqual(['Tersimpan simpanan1', 'Simpan simpanan2']);
    const edited = await server.request('PUT', '/profile', {
      token: newcomer.token,
      body: { first_name: 'Berganti', last_name: 'Dua', username: 'simpanan2', address: newcomer.input.address },
    });
    expect(edited.status).toBe(200);
    expect(await found('simpanan')).toEqual(['Tersimpan simpanan1', 'Berganti simpanan2']);
    await server.app.db.deleteFrom('users').where('username', '=', 'simpanan1').execute();
    expect(await found('simpanan')).toEqual(['Berganti simpanan2']);
  });

  it('shows a member again when their suspension ends with time, with no write', async () => {
    await server.verifiedUser({ username: 'skorsing1', first_name: 'Skors', last_name: 'Sementara' });
    await setUser('skorsing1', { suspended_until: new Date(server.clock.now.getTime() + HOUR_MS).toISOString() });
    expect(await found('skorsing')).toEqual([]);
    const version = await listVersion();
    server.clock.advance(HOUR_MS + 1);
    expect(await found('skorsing')).toEqual(['Skors skorsing1']);
    expect(await listVersion()).toBe(version);
  });

  it('leaves out a member blocked either way for the two of them only, at once', async () => {
    const blocker = await server.verifiedUser({ username: 'tutup1', first_name: 'Penutup', last_name: 'Pintu' });
    await server.verifiedUser({ username: 'tutup2', first_name: 'Tetangga', last_name: 'Pintu' });
    expect(await found('tutup')).toEqual(['Penutup tutup1', 'Tetangga tutup2']);
    expect((await server.request('POST', '/users/pencari/block', { token: blocker.token })).status).toBe(200);
    expect(await found('tutup')).toEqual(['Tetangga tutup2']);
    expect(await found('pencari', blocker.token)).toEqual([]);
    const other = await server.verifiedUser({ username: 'lainnya' });
    expect(await found('tutup', other.token)).toEqual(['Penutup tutup1', 'Tetangga tutup2']);
    expect((await server.request('DELETE', '/users/pencari/block', { token: blocker.token })).status).toBe(200);
    expect(await found('tutup')).toEqual(['Penutup tutup1', 'Tetangga tutup2']);
  });

  it('fills the page from the searcher’s own search when more are hidden than the kept answer holds beyond it', async () => {
    const hiddenCount = KEPT_BEYOND_PAGE + 1;
    const members: RegisteredUser[] = [];
    for (let index = 0; index < DROPDOWN + hiddenCount + 2; index += 1) {
      members.push(await server.verifiedUser({ username: `ramai${String(index).padStart(2, '0')}`, first_name: 'Ramai', last_name: 'Sekali' }));
    }
    const everyone = members.map((member) => `Ramai ${member.input.username}`);
    expect(await found('ramai')).toEqual(everyone.slice(0, DROPDOWN));
    for (const member of members.slice(0, hiddenCount)) {
      expect((await server.request('POST', '/users/pencari/block', { token: member.token })).status).toBe(200);
    }
    expect(await found('ramai')).toEqual(everyone.slice(hiddenCount, hiddenCount + DROPDOWN));
    expect(await found('ramai', searcher.token, true)).toEqual(everyone.slice(hiddenCount));
    // A searcher from whom none of them is hidden still gets the kept page.
    expect(await found('ramai', members[0].token)).toEqual(everyone.slice(0, DROPDOWN));
  });
});
