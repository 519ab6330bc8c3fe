// A member's profile page and the owner's edits (contract §6, §12).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlbum, postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

type Errors = Record<string, string[]>;

async function userRow(username: string) {
  return server.app.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

let sequence = 0;

describe('GET /user/profile/{username}', () => {
  it('shows the owner everything of their own profile', async () => {
    const owner = await server.verifiedUser({ first_name: 'Aldi', username: 'aldi', phone_number: '08123' });
    const response = await server.request('GET', '/user/profile/aldi', { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Data of Aldi fetched',
      data: {
        first_name: 'Aldi',
        last_name: 'Fanbase',
        username: 'aldi',
        bio: null,
        address: 'Jl. Merdeka 1, Bandung',
        phone_number: '08123',
        foto_profile: null,
      },
      total_albums: 0,
      total_threads: 0,
      mute: null,
    });
  });

  it('hides address and phone number from everybody else, whatever the case of the name', async () => {
    const owner = await server.verifiedUser({ first_name: 'Bukti', username: 'Bukti', phone_number: '08999' });
    await server.request('PUT', '/profile', {
      token: owner.token,
      body: { first_name: 'Bukti', last_name: 'Sari', username: 'Bukti', bio: 'Suka foto', phone_number: '08999' },
    });
    const visitor = await server.verifiedUser();
    const response = await server.request<{ data: Record<string, unknown> }>('GET', '/user/profile/bUKTI', {
      token: visitor.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      first_name: 'Bukti',
      last_name: 'Sari',
      username: 'Bukti',
      bio: 'Suka foto',
      address: null,
      phone_number: null,
      foto_profile: null,
    });
  });

  it('counts active albums that have photos, and threads', async () => {
    const owner = await server.verifiedUser();
    const { username } = owner.input;
    await insertAlbum(server, username, { photos: ['album/a.jpg', 'album/b.jpg'] });
    await insertAlbum(server, username);
    await insertAlbum(server, username, { archivedAt: server.clock.now.toISOString() });
    await insertAlbum(server, username, { photos: [] });
    await postThread(server, owner.token);
    await postThread(server, owner.token);
    const someoneElse = await server.verifiedUser();
    await postThread(server, someoneElse.token);

    const response = await server.request('GET', `/user/profile/${owner.input.username}`, { token: owner.token });
    expect(response.body).toMatchObject({ total_albums: 2, total_threads: 2 });
  });

  it('answers 404 for an unknown username', async () => {
    const visitor = await server.verifiedUser();
    const response = await server.request('GET', '/user/profile/nobody_here', { token: visitor.token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: false, message: 'Not found' });
  });

  it('needs a verified session', async () => {
    const owner = await server.verifiedUser();
    const path = `/user/profile/${owner.input.username}`;
    expect((await server.request('GET', path)).status).toBe(401);
    const unverified = await server.registerUser();
    const response = await server.request('GET', path, { token: unverified.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: false, message: 'Your email was not verified' });
  });
});

describe('PUT /profile', () => {
  const edit = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Citra',
    last_name: 'Lestari',
    username: `citra${++sequence}`,
    bio: 'Penggemar sejak 2015',
    address: 'Surabaya',
    phone_number: `0811${sequence}`,
    ...overrides,
  });

  async function editErrors(user: RegisteredUser, body: Record<string, unknown>): Promise<Errors> {
    const response = await server.request<{ validation_errors: Errors }>('PUT', '/profile', { token: user.token, body });
    expect(response.status).toBe(400);
    return response.body.validation_errors;
  }

  it('replaces the profile fields and ignores foto_profile', async () => {
    const user = await server.verifiedUser();
    const body = edit({ foto_profile: 'avatar/someone-else.jpg' });
    const response = await server.request('PUT', '/profile', { token: user.token, body });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Success updated' });

    const me = await server.request<{ data: Record<string, unknown> }>('GET', '/personal-user', { token: user.token });
    expect(me.body.data).toMatchObject({
      first_name: 'Citra',
      last_name: 'Lestari',
      username: body.username,
      bio: 'Penggemar sejak 2015',
      address: 'Surabaya',
      phone_number: body.phone_number,
      foto_profile: null,
    });
  });

  it('clears the optional fields when they are sent empty or left out', async () => {
    const user = await server.verifiedUser();
    await server.request('PUT', '/profile', { token: user.token, body: edit() });
    const body = { first_name: 'Citra', last_name: 'Lestari', username: user.input.username, bio: '' };
    expect((await server.request('PUT', '/profile', { token: user.token, body })).status).toBe(200);
    const me = await server.request<{ data: Record<string, unknown> }>('GET', '/personal-user', { token: user.token });
    expect(me.body.data).toMatchObject({ bio: null, address: null, phone_number: null });
  });

  it('reports missing required fields', async () => {
    const user = await server.verifiedUser();
    expect(await editErrors(user, { first_name: '', last_name: '  ', foto_profile: null })).toEqual({
      first_name: ['Nama depan harus diisi'],
      last_name: ['Nama belakang harus diisi'],
      username: ['Username harus diisi'],
    });
  });

  it('checks every length and the username pattern', async () => {
    const user = await server.verifiedUser();
    expect(
      await editErrors(user, {
        first_name: 'Ci',
        last_name: 'x'.repeat(51),
        username: 'citra lestari!',
        bio: 'b'.repeat(256),
        address: 'a'.repeat(256),
        phone_number: '0'.repeat(15),
      }),
    ).toEqual({
      first_name: ['Nama depan minimal 3 karakter'],
      last_name: ['Nama belakang maksimal 50 karakter'],
      username: ['Username hanya boleh berisi huruf, angka, _ dan @'],
      bio: ['Bio maksimal 255 karakter'],
      address: ['Alamat maksimal 255 karakter'],
      phone_number: ['Nomor handphone maksimal 14 karakter'],
    });
    expect(await editErrors(user, edit({ first_name: 'x'.repeat(51), last_name: 'Le', username: 'u'.repeat(51) }))).toEqual({
      first_name: ['Nama depan maksimal 50 karakter'],
      last_name: ['Nama belakang minimal 3 karakter'],
      username: ['Username maksimal 50 karakter'],
    });
  });

  it('accepts the longest values the rules allow', async () => {
    const user = await server.verifiedUser();
    const body = edit({
      first_name: 'F'.repeat(50),
      last_name: 'L'.repeat(50),
      username: `@_${'u'.repeat(44)}${sequence}`.slice(0, 50),
      bio: 'b'.repeat(255),
      address: 'a'.repeat(255),
      phone_number: `${'9'.repeat(10)}${sequence}`.slice(-14),
    });
    expect((await server.request('PUT', '/profile', { token: user.token, body })).status).toBe(200);
  });

  it('refuses a username or phone number another user holds, in any case', async () => {
    const holder = await server.verifiedUser({ username: 'DimasTaken', phone_number: '0822000' });
    const user = await server.verifiedUser();
    expect(await editErrors(user, edit({ username: 'dimastaken', phone_number: '0822000' }))).toEqual({
      username: ['Username sudah dipakai'],
      phone_number: ['Nomor handphone sudah dipakai'],
    });
    // Taken names are reported together with the other mistakes.
    expect(await editErrors(user, edit({ first_name: 'Di', username: 'DIMASTAKEN' }))).toEqual({
      first_name: ['Nama depan minimal 3 karakter'],
      username: ['Username sudah dipakai'],
    });
    expect((await userRow('DimasTaken')).phone_number).toBe(holder.input.phone_number);
  });

  it('lets users keep their own username and phone number, or change the username case', async () => {
    const user = await server.verifiedUser({ username: 'ekaputri', phone_number: '0833000' });
    const body = edit({ username: 'EkaPutri', phone_number: '0833000' });
    expect((await server.request('PUT', '/profile', { token: user.token, body })).status).toBe(200);
    expect((await userRow('EkaPutri')).phone_number).toBe('0833000');
  });

  it('changes nobody but the signed-in user', async () => {
    const bystander = await server.verifiedUser();
    const before = await userRow(bystander.input.username);
    const user = await server.verifiedUser();
    const body = edit({ username: bystander.input.username.toUpperCase() });
    await server.request('PUT', '/profile', { token: user.token, body });
    await server.request('PUT', '/profile', { token: user.token, body: edit() });
    expect(await userRow(bystander.input.username)).toEqual(before);
  });

  it('needs a verified session', async () => {
    expect((await server.request('PUT', '/profile', { body: edit() })).status).toBe(401);
    const unverified = await server.registerUser();
    const response = await server.request('PUT', '/profile', { token: unverified.token, body: edit() });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: false, message: 'Your email was not verified' });
  });
});
