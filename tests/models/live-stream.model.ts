// Sample events for the tab's live link, as they happen: the server accepts, refuses (401 or
// another status) or drops the stream, sends events (the first `ready`, a notification, one this
// tab doesn't know, the session's end) and heartbeats, or goes silent; the browser goes offline
// and back; the tab is hidden, for a moment or for long; the member signs out, or another
// member's session takes over. The clock runs the reconnect wait, the silence limit and the
// hidden limit. Failures in a row stop at two, and events arrive only on a new stream, so the
// paths stay few while every transition is taken.
import { fromCallback, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { liveStreamMachine, type LiveStreamContext } from '../../machines/live-stream.machine.ts';

/**
 * The model's reconnect wait (the machine's own is drawn at random; reconnectDelay is tested
 * apart). Longer than the hidden limit, so a tab hidden while it waits is let go before it retries.
 */
export const RECONNECT_WAIT_MS = 10 * 60_000;

export const memberToken = 'token-budi';
export const otherToken = 'token-ayu';

/** The machine alone: a connection that reports nothing by itself (the path's steps say what it reports). */
export const liveStreamModelMachine = liveStreamMachine.provide({
  delays: { RECONNECT_DELAY: RECONNECT_WAIT_MS },
  actors: { connection: fromCallback(() => {}) },
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

export const liveStreamModel = {
  machine: liveStreamModelMachine,
  actors: [],
  inputs: [{ token: memberToken }, { token: null }],
  events,
};
