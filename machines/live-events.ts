// What the server pushes over GET /api/v1/stream, read into typed events. Each event names
// what changed (ids and counts); the screens load what they show. Anything unexpected in an
// event (unknown kind, broken JSON, missing fields) is dropped, so a newer server never breaks
// an older tab.

export type LiveEvent =
  /** The first event of a new stream: its id is the position to resume from. */
  | { type: 'ready' }
  /** A notification for this member. */
  | { type: 'notification'; postId: number | null }
  /** A new thread or album. */
  | { type: 'post'; postId: number }
  /** A post's like or comment total (comments count their replies). */
  | { type: 'counts'; postId: number; counted: 'likes' | 'comments'; total: number }
  /** A member's emergency call; `map` is null unless it is an http(s) link. */
  | { type: 'emergency'; senderFirstName: string; message: string; place: string; map: string | null }
  /** A member came online or went offline. */
  | { type: 'presence'; online: number[]; offline: number[] }
  /** This tab's session ended; the stream closes. */
  | { type: 'revoked' }
  /** Some of what this tab missed is no longer kept: what it shows must be loaded anew. */
  | { type: 'resync' };

export type LiveEventKind = LiveEvent['type'];

export const LIVE_EVENT_KINDS: readonly LiveEventKind[] = [
  'ready',
  'notification',
  'post',
  'counts',
  'emergency',
  'presence',
  'revoked',
  'resync',
];

type Fields = Record<string, unknown>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isId);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';
const webLink = (value: unknown): string | null => (isText(value) && /^https?:\/\//i.test(value) ? value : null);

const readers: { [K in LiveEventKind]: (fields: Fields) => Extract<LiveEvent, { type: K }> | null } = {
  ready: () => ({ type: 'ready' }),
  notification: (fields) => {
    const postId = fields.post_id ?? null;
    return postId === null || isId(postId) ? { type: 'notification', postId } : null;
  },
  post: (fields) => (isId(fields.post_id) ? { type: 'post', postId: fields.post_id } : null),
  counts: (fields) => {
    if (!isId(fields.post_id)) return null;
    if (isCount(fields.total_like)) return { type: 'counts', postId: fields.post_id, counted: 'likes', total: fields.total_like };
    if (isCount(fields.total_comment)) {
      return { type: 'counts', postId: fields.post_id, counted: 'comments', total: fields.total_comment };
    }
    return null;
  },
  emergency: (fields) =>
    isText(fields.sender_first_name) && isText(fields.message) && isText(fields.place)
      ? {
          type: 'emergency',
          senderFirstName: fields.sender_first_name,
          message: fields.message,
          place: fields.place,
          map: webLink(fields.map),
        }
      : null,
  presence: (fields) =>
    isIdList(fields.online) && isIdList(fields.offline)
      ? { type: 'presence', online: fields.online, offline: fields.offline }
      : null,
  revoked: () => ({ type: 'revoked' }),
  resync: () => ({ type: 'resync' }),
};

const isKind = (kind: string): kind is LiveEventKind => (LIVE_EVENT_KINDS as readonly string[]).includes(kind);

/** The event of one stream message, or null when it is not one this tab understands. */
export function readLiveEvent(kind: string, data: string): LiveEvent | null {
  if (!isKind(kind)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  return readers[kind](fields as Fields);
}
