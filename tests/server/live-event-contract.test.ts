// The events written to live_events follow contract/live-events.ts. Triggers written by a
// migration write most of them in SQL that never changes once it ran, so this fires every
// trigger the database has, and the server's own presence event, and reads each row written
// with the contract's schema: a trigger and the contract cannot drift apart unnoticed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_LIVE_EVENT_KINDS, LIVE_EVENT, liveEvent, type LiveEventKind } from '../../contract/live-events.ts';
import type { CreateCommentResponse, CreateSubCommentResponse } from '../../contract/wire.ts';
import { openStream, type OpenStream } from '../helpers/event-stream.ts';
import { insertAlbum, postThread, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let owner: RegisteredUser;
let fan: RegisteredUser;
let thread: PostRef;
let commentId: number;
let replyId: number;
const streams: OpenStream[] = [];

interface Row {
  id: number;
  kind: string;
  payload: string;
}

beforeAll(async () => {
  server = await startServer({ livePresenceBatchMs: 10 });
  owner = await server.verifiedUser({ first_name: 'Sari' });
  fan = await server.verifiedUser();
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await server.close();
});

async function lastEventId(): Promise<number> {
  const row = await server.app.db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function rowsAfter(id: number): Promise<Row[]> {
  return server.app.db.selectFrom('live_events').select(['id', 'kind', 'payload']).where('id', '>', id).orderBy('id').execute();
}

/** The live-event triggers the database has, by name. */
async function eventTriggers(): Promise<string[]> {
  const { db } = server.app;
  const names =
    server.config.database.kind === 'postgres'
      ? await sql<{ name: string }>`select tgname as name from pg_trigger where tgname like 'live_event_%'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like 'live_event_%'`.execute(db);
  return names.rows.map((row) => row.name).sort();
}

const like = () => server.request('PUT', `/like/${thread.uuid}`, { token: fan.token });

/**
 * Each trigger, what makes it fire and the kind it writes, in an order where each step has what
 * it needs: a post to like, a comment to reply to. Liking again unlikes; the third like notifies
 * nobody (the owner was told within 5 minutes) but counts.
 */
const firings: [trigger: string, kind: LiveEventKind, fire: () => Promise<unknown>][] = [
  ['live_event_threads_insert', LIVE_EVENT.post, async () => (thread = await postThread(server, owner.token, 'Kontrak'))],
  ['live_event_albums_insert', LIVE_EVENT.post, () => insertAlbum(server, owner.input.username)],
  ['live_event_notifications_insert', LIVE_EVENT.notification, like],
  ['live_event_likes_delete', LIVE_EVENT.counts, like],
  ['live_event_likes_insert', LIVE_EVENT.counts, like],
  [
    'live_event_comments_insert',
    LIVE_EVENT.counts,
    async () => {
      const response = await server.request<CreateCommentResponse>('POST', '/comment', {
        token: fan.token,
        body: { comment: 'Mantap', post_id: thread.post_id },
      });
      commentId = response.body.data.comment_id;
    },
  ],
  [
    'live_event_sub_comments_insert',
    LIVE_EVENT.counts,
    async () => {
      const response = await server.request<CreateSubCommentResponse>('POST', '/sub-comment', {
        token: fan.token,
        body: { sub_comment: 'Setuju', comment_id: commentId },
      });
      replyId = response.body.data.sub_comment_id;
    },
  ],
  ['live_event_sub_comments_delete', LIVE_EVENT.counts, () => server.request('DELETE', `/sub-comment/${replyId}`, { token: fan.token })],
  ['live_event_comments_delete', LIVE_EVENT.counts, () => server.request('DELETE', `/comment/${commentId}`, { token: fan.token })],
  [
    'live_event_emergency_broadcasts_insert',
    LIVE_EVENT.emergency,
    () =>
      server.request('POST', '/emergency-mail', {
        token: owner.token,
        body: { message: 'Tolong', place: 'Jl. Dago 10', map: 'https://maps.example/dago' },
      }),
  ],
  [
    'live_event_blocks_insert',
    LIVE_EVENT.visibilityChanged,
    () => server.request('POST', `/users/${owner.input.username}/block`, { token: fan.token }),
  ],
  [
    'live_event_blocks_delete',
    LIVE_EVENT.visibilityChanged,
    () => server.request('DELETE', `/users/${owner.input.username}/block`, { token: fan.token }),
  ],
  [
    'live_event_access_tokens_delete',
    LIVE_EVENT.revoked,
    async () => server.request('POST', '/logout', { token: await server.login(fan.input.email, fan.input.password) }),
  ],
];

/**
 * Reads a row with the contract: it must be one of its events, with no key the contract does not
 * name. The server's own events between its processes (a member changed) never reach a stream.
 */
function expectContractEvent(row: Row): void {
  if (INTERNAL_LIVE_EVENT_KINDS.includes(row.kind)) return;
  const payload: unknown = JSON.parse(row.payload);
  const read = liveEvent.safeParse({ kind: row.kind, payload });
  expect(read.error, `${row.kind} ${row.payload}`).toBeUndefined();
  expect(read.data?.payload, `${row.kind} ${row.payload}`).toEqual(payload);
}

describe('live events as the contract says', () => {
  it('fires every trigger, each writing what the contract reads', async () => {
    expect(await eventTriggers()).toEqual(firings.map(([trigger]) => trigger).sort());
    for (const [trigger, kind, fire] of firings) {
      const before = await lastEventId();
      await fire();
      const written = await rowsAfter(before);
      expect(written.map((row) => row.kind), trigger).toContain(kind);
      written.forEach(expectContractEvent);
    }
  });

  it('writes presence as the contract says', async () => {
    const before = await lastEventId();
    const stream = await openStream(server.url, owner.token);
    streams.push(stream);
    await stream.next((event) => event.event === LIVE_EVENT.presence);
    const written = await rowsAfter(before);
    expect(written.map((row) => row.kind)).toContain(LIVE_EVENT.presence);
    written.forEach(expectContractEvent);
  });
});
