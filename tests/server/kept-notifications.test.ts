// A member's notification list kept by its version (decision 178, migration 0024): kept between
// the writes that change it, and current at once after each of them, whoever writes it: an item
// added or cleared, its post deleted, its album's cover changed, its sender renamed, given a new
// picture, suspended or let back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, PersonalUserResponse } from '../../contract/wire.ts';
import { memberWithRole, reported, resolve } from '../helpers/moderation-fixtures.ts';
import { insertAlbum, postThread, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let sequence = 0;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function member(name: string): Promise<RegisteredUser> {
  sequence += 1;
  return server.verifiedUser({ username: `${name}${sequence}` });
}

async function listOf(user: RegisteredUser): Promise<NotificationItem[]> {
  const response = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: user.token });
  expect(response.status).toBe(200);
  const list = response.body.data.notification_list;
  return list === null ? [] : (JSON.parse(list) as NotificationItem[]);
}

const like = async (user: RegisteredUser, post: PostRef) =>
  expect((await server.request('PUT', `/like/${post.uuid}`, { token: user.token })).status).toBe(200);

describe("a member's kept notification list", () => {
  it('is kept between the writes that change it', async () => {
    const [owner, fan, guest] = [await member('pemilik'), await member('fan'), await member('tamu')];
    const thread = await postThread(server, owner.token);
    await like(fan, thread);
    expect((await listOf(owner)).map((item) => item.post_uuid)).toEqual([thread.uuid]);

    // A post's public id never changes, so no trigger watches it: written behind the server's
    // back, it shows only once something the list shows changes.
    const newUuid = thread.uuid.replace(/^./, (first) => (first === 'a' ? 'b' : 'a'));
    await server.app.db.updateTable('posts').set({ uuid: newUuid }).where('id', '=', thread.post_id).execute();
    expect((await listOf(owner)).map((item) => item.post_uuid)).toEqual([thread.uuid]);
    await like(guest, { ...thread, uuid: newUuid });
    expect((await listOf(owner)).map((item) => item.post_uuid)).toEqual([newUuid, newUuid]);
  });

  it("shows a sender's new name and picture at once", async () => {
    const [owner, fan] = [await member('pemilik'), await member('fan')];
    await like(fan, await postThread(server, owner.token));
    expect((await listOf(owner)).map((item) => [item.sender_username, item.sender_foto_profile])).toEqual([[fan.input.username, null]]);

    const renamed = `${fan.input.username}baru`;
    const edited = await server.request('PUT', '/profile', {
      token: fan.token,
      body: { first_name: fan.input.first_name, last_name: fan.input.last_name, username: renamed, address: fan.input.address },
    });
    expect(edited.status).toBe(200);
    expect((await listOf(owner)).map((item) => item.sender_username)).toEqual([renamed]);

    await server.app.db.updateTable('users').set({ foto_profile: 'avatar/baru.jpg' }).where('username', '=', renamed).execute();
    expect((await listOf(owner)).map((item) => item.sender_foto_profile)).toEqual([expect.stringMatching(/\/avatar\/baru\.jpg$/)]);
  });

  it("is left as it was when a sender edits their profile but keeps their name", async () => {
    const [owner, fan] = [await member('pemilik'), await member('fan')];
    await like(fan, await postThread(server, owner.token));
    const versionOf = async (user: RegisteredUser) =>
      (await server.app.db.selectFrom('users').select('notifications_version').where('username', '=', user.input.username).executeTakeFirstOrThrow())
        .notifications_version;
    const before = await versionOf(owner);

    // The form sends every field, the unchanged username included (migration 0025).
    const profile = { first_name: fan.input.first_name, last_name: fan.input.last_name, username: fan.input.username, address: fan.input.address };
    const bioOnly = await server.request('PUT', '/profile', { token: fan.token, body: { ...profile, bio: 'Penggemar sejak 2010' } });
    expect(bioOnly.status).toBe(200);
    expect(await versionOf(owner)).toEqual(before);

    const renamed = await server.request('PUT', '/profile', { token: fan.token, body: { ...profile, username: `${fan.input.username}x` } });
    expect(renamed.status).toBe(200);
    expect(Number(await versionOf(owner))).toBe(Number(before) + 1);
  });

  it('hides a sender the moderators suspend at once, and shows them once let back', async () => {
    const [owner, fan, reporter] = [await member('pemilik'), await member('fan'), await member('pelapor')];
    const moderator = await memberWithRole(server, 'moderator');
    await like(fan, await postThread(server, owner.token));
    expect(await listOf(owner)).toHaveLength(1);

    const reportId = await reported(server, reporter.token, { kind: 'user', id: fan.input.username });
    const suspended = await resolve(server, moderator.token, reportId, { action: 'suspend', reason: 'Spam berulang', days: 3 });
    expect(suspended.status).toBe(200);
    expect(await listOf(owner)).toEqual([]);
    const lifted = await server.request('POST', `/moderation/users/${fan.input.username}/unsuspend`, { token: moderator.token });
    expect(lifted.status).toBe(200);
    expect((await listOf(owner)).map((item) => item.sender_username)).toEqual([fan.input.username]);
  });

  it("shows an album's new cover, and its deletion, at once", async () => {
    const [owner, fan] = [await member('pemilik'), await member('fan')];
    const album = await insertAlbum(server, owner.input.username, { photos: ['album/pertama.jpg', 'album/kedua.jpg'] });
    await like(fan, album);
    expect((await listOf(owner)).map((item) => item.accepter_content)).toEqual([expect.stringMatching(/\/album\/pertama\.jpg$/)]);

    await server.app.db.deleteFrom('album_photos').where('path', '=', 'album/pertama.jpg').execute();
    expect((await listOf(owner)).map((item) => item.accepter_content)).toEqual([expect.stringMatching(/\/album\/kedua\.jpg$/)]);

    await server.app.db.deleteFrom('posts').where('id', '=', album.post_id).execute();
    expect((await listOf(owner)).map((item) => [item.post_uuid, item.accepter_content])).toEqual([[null, null]]);
  });

  it("carries a moderator's reason as written, quotes, backslashes and dollar signs too", async () => {
    const [author, reporter] = [await member('penulis'), await member('pelapor')];
    const moderator = await memberWithRole(server, 'moderator');
    const thread = await postThread(server, author.token);
    const reason = 'Kata "kasar" \\ $& $1 $$ di sini';
    const reportId = await reported(server, reporter.token, { kind: 'post', id: thread.uuid });
    expect((await resolve(server, moderator.token, reportId, { action: 'remove', reason })).status).toBe(200);
    expect((await listOf(author)).map((item) => item.reason)).toEqual([reason]);
    expect((await listOf(author)).map((item) => item.reason)).toEqual([reason]);
  });

  it('shows the seen count and a cleared list at once', async () => {
    const [owner, fan] = [await member('pemilik'), await member('fan')];
    await like(fan, await postThread(server, owner.token));
    const read = async () => (await server.request<PersonalUserResponse>('GET', '/personal-user', { token: owner.token })).body.data;
    expect((await read()).readed_notif).toBe(0);
    expect((await server.request('PUT', '/notification/readed', { token: owner.token, body: { readed_notif: 1 } })).status).toBe(200);
    expect((await read()).readed_notif).toBe(1);
    expect((await server.request('PUT', '/notification/readed/clear', { token: owner.token })).status).toBe(200);
    expect(await read()).toEqual(expect.objectContaining({ notification_list: null, readed_notif: 0 }));
  });
});
