// Notifications (contract §5): who is told what, the repeat window, the cap and reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, PersonalUserResponse } from '../../contract/wire.ts';
import { insertAlbum, postThread, userIdOf, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const MINUTE_MS = 60_000;

let server: TestServer;
let fan: RegisteredUser;
let guest: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  fan = await server.verifiedUser({ username: 'fan' });
  guest = await server.verifiedUser({ username: 'tamu' });
  await server.app.db.updateTable('users').set({ foto_profile: 'avatar/fan.jpg' }).where('username', '=', 'fan').execute();
});
afterAll(() => server.close());

/** A post owner of their own, so each test reads only its notifications. */
async function newOwner(): Promise<RegisteredUser> {
  return server.verifiedUser();
}

async function notificationsOf(user: RegisteredUser): Promise<{ list: NotificationItem[] | null; readed: number }> {
  const response = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: user.token });
  const { notification_list, readed_notif } = response.body.data;
  const list = notification_list === null ? null : (JSON.parse(notification_list) as NotificationItem[]);
  return { list, readed: readed_notif };
}

async function messagesOf(user: RegisteredUser): Promise<string[]> {
  return ((await notificationsOf(user)).list ?? []).map((item) => item.message);
}

const like = (token: string, post: PostRef) => server.request('PUT', `/like/${post.uuid}`, { token });

async function comment(token: string, post: PostRef): Promise<number> {
  const response = await server.request<{ data: { comment_id: number } }>('POST', '/comment', {
    token,
    body: { comment: 'Mantap', post_id: post.post_id },
  });
  return response.body.data.comment_id;
}

const reply = (token: string, commentId: number) =>
  server.request('POST', '/sub-comment', { token, body: { sub_comment: 'Ya', comment_id: commentId } });

async function seedNotifications(recipient: RegisteredUser, count: number): Promise<void> {
  const [recipientId, senderId] = await Promise.all([
    userIdOf(server, recipient.input.username),
    userIdOf(server, 'tamu'),
  ]);
  const rows = Array.from({ length: count }, (_, index) => ({
    recipient_id: recipientId,
    sender_id: senderId,
    post_id: null,
    message: `lama ${index}`,
    created_at: server.clock.now.toISOString(),
  }));
  await server.app.db.insertInto('notifications').values(rows).execute();
}

describe('notification items', () => {
  it('tell the album owner about likes and comments, with the album cover', async () => {
    const owner = await newOwner();
    const album = await insertAlbum(server, owner.input.username, { photos: ['album/cover.jpg', 'album/second.jpg'] });
    await like(fan.token, album);
    const likedAt = server.clock.now.toISOString();
    server.clock.advance(MINUTE_MS);
    await comment(guest.token, album);
    expect(await notificationsOf(owner)).toEqual({
      list: [
        {
          sender_username: 'fan',
          sender_foto_profile: 'http://api.test/media/avatar/fan.jpg',
          message: 'menyukai album anda',
          accepter_content: 'http://api.test/media/album/cover.jpg',
          post_uuid: album.uuid,
          post_kind: 'album',
          created_at: likedAt,
        },
        {
          sender_username: 'tamu',
          sender_foto_profile: null,
          message: 'mengomentari album anda',
          accepter_content: 'http://api.test/media/album/cover.jpg',
          post_uuid: album.uuid,
          post_kind: 'album',
          created_at: server.clock.now.toISOString(),
        },
      ],
      readed: 0,
    });
  });

  it('tell the thread owner, without a picture; a reply goes to the post owner', async () => {
    const owner = await newOwner();
    const thread = await postThread(server, owner.token);
    await like(fan.token, thread);
    const commentId = await comment(owner.token, thread);
    await reply(guest.token, commentId);
    const { list } = await notificationsOf(owner);
    const at = server.clock.now.toISOString();
    expect(list).toEqual([
      {
        sender_username: 'fan',
        sender_foto_profile: 'http://api.test/media/avatar/fan.jpg',
        message: 'menyukai thread anda',
        accepter_content: null,
        post_uuid: thread.uuid,
        post_kind: 'thread',
        created_at: at,
      },
      {
        sender_username: 'tamu',
        sender_foto_profile: null,
        message: 'mengomentari thread anda',
        accepter_content: null,
        post_uuid: thread.uuid,
        post_kind: 'thread',
        created_at: at,
      },
    ]);
    expect(await messagesOf(guest)).toEqual([]);
  });

  it('say nothing when people act on their own post or unlike', async () => {
    const owner = await newOwner();
    const thread = await postThread(server, owner.token);
    await like(owner.token, thread);
    await reply(owner.token, await comment(owner.token, thread));
    expect((await notificationsOf(owner)).list).toBeNull();

    await like(fan.token, thread);
    await like(fan.token, thread);
    expect(await messagesOf(owner)).toEqual(['menyukai thread anda']);
  });

  it('stay when the post is deleted, without the picture, the post or what it was', async () => {
    const owner = await newOwner();
    const album = await insertAlbum(server, owner.input.username);
    await like(fan.token, album);
    await server.app.db.deleteFrom('posts').where('id', '=', album.post_id).execute();
    expect((await notificationsOf(owner)).list).toEqual([
      expect.objectContaining({ message: 'menyukai album anda', accepter_content: null, post_uuid: null, post_kind: null }),
    ]);
  });

  it('still name an archived album, which its owner can open from the archive', async () => {
    const owner = await newOwner();
    const album = await insertAlbum(server, owner.input.username);
    await like(fan.token, album);
    await server.request('DELETE', `/album/${album.uuid}`, { token: owner.token });
    expect((await notificationsOf(owner)).list).toEqual([
      expect.objectContaining({ message: 'menyukai album anda', post_uuid: album.uuid, post_kind: 'album' }),
    ]);
  });
});

describe('the 5-minute repeat window', () => {
  it('adds one item per actor, verb and post within 5 minutes', async () => {
    const owner = await newOwner();
    const thread = await postThread(server, owner.token);
    await like(fan.token, thread);
    await like(fan.token, thread);
    server.clock.advance(4 * MINUTE_MS);
    await like(fan.token, thread);
    expect(await messagesOf(owner)).toEqual(['menyukai thread anda']);

    await like(fan.token, thread);
    server.clock.advance(MINUTE_MS);
    await like(fan.token, thread);
    expect(await messagesOf(owner)).toEqual(['menyukai thread anda', 'menyukai thread anda']);
  });

  it('counts comments and replies as one verb, apart from likes', async () => {
    const owner = await newOwner();
    const thread = await postThread(server, owner.token);
    const commentId = await comment(fan.token, thread);
    await reply(fan.token, commentId);
    await comment(fan.token, thread);
    await like(fan.token, thread);
    expect(await messagesOf(owner)).toEqual(['mengomentari thread anda', 'menyukai thread anda']);
  });

  it('is kept per actor and per post', async () => {
    const owner = await newOwner();
    const [first, second] = [await postThread(server, owner.token), await postThread(server, owner.token)];
    await like(fan.token, first);
    await like(guest.token, first);
    await like(fan.token, second);
    expect(await messagesOf(owner)).toHaveLength(3);
  });

  it('still holds after the owner cleared the list', async () => {
    const owner = await newOwner();
    const thread = await postThread(server, owner.token);
    await like(fan.token, thread);
    await server.request('PUT', '/notification/readed/clear', { token: owner.token });
    await like(fan.token, thread);
    await like(fan.token, thread);
    expect((await notificationsOf(owner)).list).toBeNull();
  });
});

describe('a notice claimed in one statement (decision 171)', () => {
  it("claims no repeat window while the owner does not hear the sender: a like right after an unmute tells the owner", async () => {
    const owner = await newOwner();
    const thread = await postThread(server, owner.token);
    const sender = await server.verifiedUser();
    const senderPath = `/users/${sender.input.username}/mute`;
    expect((await server.request('POST', senderPath, { token: owner.token, body: { days: null } })).status).toBe(200);
    await like(sender.token, thread);
    await like(sender.token, thread);
    expect(await messagesOf(owner)).toEqual([]);

    // Within the 5 minutes the muted likes would have claimed, had they claimed any.
    server.clock.advance(MINUTE_MS);
    expect((await server.request('DELETE', senderPath, { token: owner.token })).status).toBe(200);
    await like(sender.token, thread);
    // The like after the unmute, not one made while muted and shown again now.
    const { list } = await notificationsOf(owner);
    expect(list?.map((item) => [item.message, item.created_at])).toEqual([['menyukai thread anda', server.clock.now.toISOString()]]);
  });

  it('queues the push of every notification as it is added, whatever adds it, in its transaction', async () => {
    const owner = await newOwner();
    const [ownerId, senderId] = await Promise.all([userIdOf(server, owner.input.username), userIdOf(server, 'tamu')]);
    // Read inside the transaction and rolled back, so the server's pusher never takes the row.
    const queued = await server.app.db
      .transaction()
      .execute(async (trx) => {
        const { id } = await trx
          .insertInto('notifications')
          .values({ recipient_id: ownerId, sender_id: senderId, post_id: null, message: 'ditulis langsung', created_at: server.clock.now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        const rows = await trx.selectFrom('push_outbox').select('notification_id').where('notification_id', '=', id).execute();
        throw Object.assign(new Error('rolled back'), { rows: rows.map((row) => row.notification_id), id });
      })
      .catch((rolledBack: { rows: number[]; id: number }) => rolledBack);
    expect(queued.rows).toEqual([queued.id]);
    expect(await server.app.db.selectFrom('notifications').select('id').where('id', '=', queued.id).execute()).toEqual([]);
  });
});

describe('the 100-item cap', () => {
  it('drops the oldest items and lowers the seen count by as many', async () => {
    const owner = await newOwner();
    await seedNotifications(owner, 100);
    await server.request('PUT', '/notification/readed', { token: owner.token, body: { readed_notif: 100 } });
    const thread = await postThread(server, owner.token);
    for (const actor of [fan, guest]) await like(actor.token, thread);

    const { list, readed } = await notificationsOf(owner);
    expect(list).toHaveLength(100);
    expect(list![0].message).toBe('lama 2');
    expect(list!.slice(-2).map((item) => item.message)).toEqual(['menyukai thread anda', 'menyukai thread anda']);
    expect(readed).toBe(98);
  });

  it('trims in turn when many notify at once: 100 items kept, the seen count lowered by as many as dropped', async () => {
    const owner = await newOwner();
    await seedNotifications(owner, 95);
    await server.request('PUT', '/notification/readed', { token: owner.token, body: { readed_notif: 95 } });
    const thread = await postThread(server, owner.token);
    const likers = await Promise.all(Array.from({ length: 10 }, () => server.verifiedUser()));
    const answers = await Promise.all(likers.map((liker) => server.request('PUT', `/like/${thread.uuid}`, { token: liker.token })));
    expect(answers.map((answer) => answer.status)).toEqual(likers.map(() => 200));

    const { list, readed } = await notificationsOf(owner);
    expect(list).toHaveLength(100);
    expect(list![0].message).toBe('lama 5');
    expect(list!.filter((item) => item.message === 'menyukai thread anda')).toHaveLength(10);
    expect(readed).toBe(90);
  });

  it('never lowers the seen count below zero', async () => {
    const owner = await newOwner();
    await seedNotifications(owner, 99);
    await server.request('PUT', '/notification/readed', { token: owner.token, body: { readed_notif: 1 } });
    const thread = await postThread(server, owner.token);
    for (const actor of [fan, guest]) await like(actor.token, thread);
    await comment(fan.token, thread);
    expect(await notificationsOf(owner)).toEqual({ list: expect.any(Array), readed: 0 });
    expect((await notificationsOf(owner)).list).toHaveLength(100);
  });
});

describe('PUT /notification/readed', () => {
  it('records how many items were seen, clamped to the list length', async () => {
    const owner = await newOwner();
    const thread = await postThread(server, owner.token);
    await like(fan.token, thread);
    await comment(guest.token, thread);

    const response = await server.request('PUT', '/notification/readed', { token: owner.token, body: { readed_notif: 1 } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Notification read' });
    expect((await notificationsOf(owner)).readed).toBe(1);

    await server.request('PUT', '/notification/readed', { token: owner.token, body: { readed_notif: 50 } });
    expect((await notificationsOf(owner)).readed).toBe(2);
  });

  it('answers 422 when there is nothing to read', async () => {
    const owner = await newOwner();
    const response = await server.request('PUT', '/notification/readed', { token: owner.token, body: { readed_notif: 0 } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ status: false, message: 'No notification' });
  });

  it.each([
    [{}, 'Jumlah notifikasi dibaca harus diisi'],
    [{ readed_notif: 'banyak' }, 'Jumlah notifikasi dibaca harus berupa angka'],
    [{ readed_notif: -1 }, 'Jumlah notifikasi dibaca minimal 0'],
    [{ readed_notif: 1.5 }, 'Jumlah notifikasi dibaca harus berupa bilangan bulat'],
  ])('refuses %j', async (body, message) => {
    const response = await server.request('PUT', '/notification/readed', { token: fan.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ validation_errors: { readed_notif: [message] } });
  });
});

describe('PUT /notification/readed/clear', () => {
  it('empties the list and the seen count', async () => {
    const owner = await newOwner();
    const thread = await postThread(server, owner.token);
    await like(fan.token, thread);
    await server.request('PUT', '/notification/readed', { token: owner.token, body: { readed_notif: 1 } });

    const response = await server.request('PUT', '/notification/readed/clear', { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Notification cleared' });
    expect(await notificationsOf(owner)).toEqual({ list: null, readed: 0 });
  });
});
