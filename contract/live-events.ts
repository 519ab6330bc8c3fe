// What GET /api/v1/stream pushes to a member's open tabs. An event is a kind (the stream's
// `event:` field) and a JSON payload (its `data:`) of ids and counts: the tab loads what it
// shows. Database triggers write most events, in the transaction of the write that causes them
// (migration 0013, whose SQL stays as it ran; tests/server/live-event-contract.test.ts fires each
// trigger and parses what it wrote with these schemas); the server writes presence itself
// (`writeEvent`), and a stream starts with ready or resync. The SPA reads every event with these
// schemas too (machines/live-events.ts), so it is written in zod/mini: the one schema code the
// SPA bundles stays small (decision 091). Payloads are read leniently: keys they do not name are
// left out, so a newer server never breaks an older tab.
import * as z from 'zod/mini';

/** Every kind by name, for the code that writes, sends or listens for one. */
export const LIVE_EVENT = {
  post: 'post',
  counts: 'counts',
  notification: 'notification',
  emergency: 'emergency',
  presence: 'presence',
  revoked: 'revoked',
  signedOut: 'signed_out',
  visibilityChanged: 'visibility_changed',
  ready: 'ready',
  resync: 'resync',
} as const;

const id = z.int().check(z.positive());
const ids = z.array(id);
const count = z.int().check(z.nonnegative());

function liveEventOf<K extends string, P extends z.ZodMiniType>(kind: K, payload: P) {
  return z.object({ kind: z.literal(kind), payload });
}

/** A new thread or album; for everyone. */
export const postEvent = liveEventOf(LIVE_EVENT.post, z.object({ post_id: id }));

/** A post's like total, or its comment total (comments count their replies); for everyone. */
export const countsEvent = liveEventOf(
  LIVE_EVENT.counts,
  z.union([z.object({ post_id: id, total_like: count }), z.object({ post_id: id, total_comment: count })]),
);

/** A notification for the member it is written for; `post_id` is null once the post is deleted. */
export const notificationEvent = liveEventOf(
  LIVE_EVENT.notification,
  z.object({ notification_id: id, post_id: z.nullable(id) }),
);

/**
 * A member's emergency call; for everyone. `map` is an http(s) link, as the call's request
 * requires; anything else reads as none, so a tab never follows another kind of link.
 */
export const emergencyEvent = liveEventOf(
  LIVE_EVENT.emergency,
  z.object({
    sender_id: id,
    sender_first_name: z.string(),
    message: z.string(),
    place: z.string(),
    map: z.catch(z.nullable(z.httpUrl()), null),
  }),
);

/** Members who came online and went offline in one window (decision 084); for everyone. */
export const presenceEvent = liveEventOf(LIVE_EVENT.presence, z.object({ online: ids, offline: ids }));

/** A session of the member ended; its stream closes, the member's other streams ignore it. */
export const revokedEvent = liveEventOf(LIVE_EVENT.revoked, z.object({ token_id: id }));

/**
 * The member is signed out everywhere, e.g. suspended by a moderator: every stream of theirs
 * ends after it. `message` is the text to show on the login page (the same as login's refusal).
 */
export const signedOutEvent = liveEventOf(LIVE_EVENT.signedOut, z.object({ reason: z.string(), message: z.string() }));

/**
 * A block between the member and another was made or lifted (migration 0014); for each of the
 * two. `hidden`: whether they are hidden from each other now (a block the other way round may
 * remain). Or a moderator suspended a member or lifted it; for everyone but those who never see
 * that member, `hidden`: whether the member's posts, comments and profile are hidden now. Lists
 * that show the other member are loaded anew.
 */
export const visibilityChangedEvent = liveEventOf(
  LIVE_EVENT.visibilityChanged,
  z.object({ username: z.string(), user_id: id, hidden: z.boolean() }),
);

/** The first event of a new stream: its id is the position to resume from. */
export const readyEvent = liveEventOf(LIVE_EVENT.ready, z.object({}));

/** Some of what a resuming tab missed is no longer kept: what it shows must be loaded anew. */
export const resyncEvent = liveEventOf(LIVE_EVENT.resync, z.object({}));

export const liveEvent = z.discriminatedUnion('kind', [
  postEvent,
  countsEvent,
  notificationEvent,
  emergencyEvent,
  presenceEvent,
  revokedEvent,
  signedOutEvent,
  visibilityChangedEvent,
  readyEvent,
  resyncEvent,
]);

/**
 * Events between the server's processes, kept in the same table but never sent to a stream:
 * a member's row changed, so every process reads that member's sessions anew (decision 143);
 * a stored file was removed, so no process takes it for existing any more (decision 161).
 */
export const INTERNAL_LIVE_EVENT = { memberChanged: 'member_changed', mediaRemoved: 'media_removed' } as const;

/** The payload of `media_removed`: the removed file's media key. */
export const mediaRemovedPayload = z.object({ key: z.string() });

export const INTERNAL_LIVE_EVENT_KINDS: readonly string[] = Object.values(INTERNAL_LIVE_EVENT);

/** An event as it is read. */
export type LiveEvent = z.output<typeof liveEvent>;
/** An event as it is written. */
export type NewLiveEvent = z.input<typeof liveEvent>;
export type LiveEventKind = LiveEvent['kind'];
export type LiveEventPayload<K extends LiveEventKind> = Extract<LiveEvent, { kind: K }>['payload'];

export const LIVE_EVENT_KINDS: readonly LiveEventKind[] = Object.values(LIVE_EVENT);
