// Sample events for the tab's live link, as they happen: the server accepts, refuses (401, one
// saying the member is suspended, or another status) or drops the stream, sends events (the first `ready`, a notification, one this
// tab doesn't know, the session's end) and heartbeats, or goes silent; the browser goes offline
// and back; the tab is hidden, for a moment or for long; the member signs out, or another
// member's session takes over. The clock runs the reconnect wait, the silence limit and the
// hidden limit. Failures in a row stop at two, and events arrive only on a new stream, so the
// paths stay few while every transition is taken.
import { fromCallback, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { liveStreamMachine, type LiveStreamContext } from '../../machines/live-stream.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

/**
 * The model's reconnect wait (the machine's own is drawn at random; reconnectDelay is tested
 * apart). Longer than the hidden limit, so a tab hidden while it waits is let go before it retries.
 */
export const RECONNECT_WAIT_MS = 10 * 60_000;

/** The signed-in member's token, as the test sessions hold it. */
export const memberToken = 'test-token';
export const otherToken = 'token-ayu';
/** What a 401 says when a suspension ended the session. */
export const suspension = 'Akun ditangguhkan hingga 8 Maret 2026';

/**
 * The machine alone: a connection that reports nothing by itself (the path's steps say what it
 * reports), and no member shell to tell (what it tells is checked by name and params).
 */
export const liveStreamModelMachine = liveStreamMachine.provide({
  delays: { RECONNECT_DELAY: RECONNECT_WAIT_MS },
  actors: { connection: fromCallback(() => {}) },
  actions: { tellShell: () => {} },
});

export const message = (id: string, kind: string, data: unknown = {}) => ({
  type: 'CONNECTION.MESSAGE',
  id,
  kind,
  data: JSON.stringify(data),
});

export const streamMessages = {
  ready: message('40', 'ready'),
  notification: message('41', 'notification', { notification_id: 7, post_id: 12 }),
  unknown: message('42', 'poll', { question: 'Nobar di mana?' }),
  revoked: message('43', 'revoked', { token_id: 3 }),
};

export const delays = {
  hiddenLong: { type: 'xstate.after.HIDDEN_LIMIT.liveStream.page.hidden' },
  silence: { type: 'xstate.after.SILENCE_LIMIT.liveStream.link.connected.open' },
  reconnect: { type: 'xstate.after.RECONNECT_DELAY.liveStream.link.retrying' },
};

const regions = (snapshot: AnyMachineSnapshot) => {
  const value = snapshot.value as { page: string; link: string | Record<string, string> };
  const link = typeof value.link === 'string' ? value.link : Object.entries(value.link).map(([k, v]) => `${k}.${v}`)[0];
  return { page: value.page, link };
};

/**
 * What happens next. A new member's stream, a second failure in a row and a second event end a
 * path; the tab is hidden only while no other timer runs (connecting, offline) or a longer one
 * does (retrying).
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { page, link } = regions(snapshot);
  const { token, lastEventId, attempt } = snapshot.context as LiveStreamContext;
  if (page === 'away') return [{ type: 'VISIBLE' }];
  if (page === 'hidden') return [delays.hiddenLong, { type: 'VISIBLE' }];
  const fresh = token === memberToken && attempt === 0 && lastEventId === null;
  const hide = fresh ? [{ type: 'HIDDEN' }] : [];
  switch (link) {
    case 'connected.connecting':
      if (attempt > 0 || token === otherToken) return [];
      return [
        { type: 'CONNECTION.OPENED' },
        ...(lastEventId === null
          ? [
              { type: 'CONNECTION.LOST' },
              { type: 'CONNECTION.REFUSED', status: 401 },
              { type: 'CONNECTION.REFUSED', status: 401, because: suspension },
              { type: 'CONNECTION.REFUSED', status: 503 },
              { type: 'OFFLINE' },
              { type: 'SIGNED_OUT' },
              ...hide,
            ]
          : []),
      ];
    case 'connected.open':
      if (lastEventId === null) return [streamMessages.ready, delays.silence];
      if (lastEventId !== streamMessages.ready.id) return [];
      return [
        streamMessages.notification,
        streamMessages.unknown,
        streamMessages.revoked,
        { type: 'CONNECTION.ALIVE' },
        { type: 'SIGNED_IN', token: otherToken },
      ];
    case 'retrying':
      return fresh ? [delays.reconnect, { type: 'ONLINE' }, { type: 'OFFLINE' }, ...hide] : [];
    case 'offline':
      return fresh ? [{ type: 'ONLINE' }, ...hide] : [];
    case 'closed.signedOut':
      return token === null && lastEventId === null ? [{ type: 'SIGNED_IN', token: memberToken }] : [];
    default:
      return [];
  }
}

/** The id of the last event the stream sent on the path (Last-Event-ID), or null. */
const lastEventId = (events: AnyEventObject[]): string | null =>
  (events.filter((event) => event.type === 'CONNECTION.MESSAGE').at(-1)?.id as string | undefined) ?? null;

// GET /stream is the API contract's (§14 live events); the spec's call table leaves other calls open.
const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'GET /stream tersambung dengan token sesi sebagai bearer, bukan di alamat',
    when: { event: 'xstate.init', to: 'link.connected.connecting' },
    request: { actor: 'connection', input: { token: memberToken, lastEventId: null } },
  },
  {
    spec: '§7 Calls',
    name: 'Sambungan putus tidak langsung disambung ulang: ditunggu jeda dulu',
    when: { event: 'CONNECTION.LOST' },
    noRequest: ['connection'],
  },
  {
    spec: '§7 Calls',
    name: 'Setelah jeda tersambung ulang dengan token yang sama dan melanjutkan dari peristiwa terakhir',
    when: { event: delays.reconnect.type },
    request: { actor: 'connection', input: ({ events }) => ({ token: memberToken, lastEventId: lastEventId(events) }) },
  },
  {
    spec: '§7 Calls',
    name: 'Penolakan selain 401 dicoba lagi setelah jeda, bukan langsung',
    when: { event: 'CONNECTION.REFUSED', with: { status: 503 } },
    noRequest: ['connection'],
  },
  {
    spec: '§6 Roles and permissions',
    name: 'Aliran ditolak dengan 401 (token tidak berlaku): tidak disambung ulang',
    when: { event: 'CONNECTION.REFUSED', with: { status: 401 } },
    noRequest: ['connection'],
  },
  {
    spec: '§6 Roles and permissions',
    name: 'Aliran ditolak dengan 401 karena akun ditangguhkan: bingkai anggota diberi tahu alasannya, tanpa sambung ulang',
    when: { event: 'CONNECTION.REFUSED', with: { status: 401, because: suspension } },
    noRequest: ['connection'],
    actions: [{ type: 'tellShell', params: { type: 'signed_out', reason: 'suspended', message: suspension } }],
  },
  {
    spec: '§6 Roles and permissions',
    name: 'Token dicabut (peristiwa revoked): aliran ditutup tanpa disambung ulang',
    when: { event: 'CONNECTION.MESSAGE', with: { kind: 'revoked' } },
    noRequest: ['connection'],
  },
  {
    spec: '§4 States and transitions',
    name: 'Peristiwa dari server diteruskan ke bingkai anggota sebagai peristiwa bertipe',
    when: { event: 'CONNECTION.MESSAGE', with: { kind: 'notification' } },
    actions: [{ type: 'tellShell', params: { type: 'notification', notification_id: 7, post_id: 12 } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Aliran yang terbuka dikabarkan ke bingkai anggota (daftar berhenti bertanya berkala)',
    when: { event: 'CONNECTION.OPENED' },
    actions: [{ type: 'tellShell', params: { type: 'STREAM.UP' } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Sign out menutup aliran tanpa menyambung lagi',
    when: { event: 'SIGNED_OUT' },
    noRequest: ['connection'],
  },
  {
    spec: '§7 Calls',
    name: 'Masuk sebagai anggota lain memulai aliran baru dengan tokennya',
    when: { event: 'SIGNED_IN' },
    request: { actor: 'connection', input: ({ events }) => ({ token: events.at(-1)?.token, lastEventId: null }) },
  },
];

export const liveStreamModel = {
  machine: liveStreamModelMachine,
  expectations,
  actors: [],
  inputs: [{ token: memberToken }, { token: null }],
  events,
};
