// What one member's event stream lets through (contract §16): nothing about a member blocked
// either way (their posts, counts on them, their calls, their presence). The stream starts
// from the blocks in the database and follows its own visibility_changed events, which come
// in order with the rest, so an event after a block is judged with that block.
import { LIVE_EVENT, presenceEvent, visibilityChangedEvent } from '../../contract/live-events.ts';
import type { LiveEvent } from './live-events.ts';

export interface StreamVisibility {
  /** The members blocked either way when the stream starts; before the first event is judged. */
  start(hiddenIds: Iterable<number>): void;
  /** The data to send for the event, or null when the viewer does not see it. */
  dataFor(event: LiveEvent): string | null;
}

export function createStreamVisibility(viewerId: number): StreamVisibility {
  const hidden = new Set<number>();
  return {
    start(hiddenIds) {
      for (const id of hiddenIds) hidden.add(id);
    },
    dataFor(event) {
      if (event.subjectId !== null && hidden.has(event.subjectId)) return null;
      if (event.kind === LIVE_EVENT.visibilityChanged && event.recipientId === viewerId) {
        const change = visibilityChangedEvent.shape.payload.parse(JSON.parse(event.payload));
        if (change.hidden) hidden.add(change.user_id);
        else hidden.delete(change.user_id);
      }
      if (event.kind === LIVE_EVENT.presence && hidden.size > 0) {
        const presence = presenceEvent.shape.payload.parse(JSON.parse(event.payload));
        const online = presence.online.filter((id) => !hidden.has(id));
        const offline = presence.offline.filter((id) => !hidden.has(id));
        if (online.length === presence.online.length && offline.length === presence.offline.length) return event.payload;
        if (online.length === 0 && offline.length === 0) return null;
        return JSON.stringify({ online, offline });
      }
      return event.payload;
    },
  };
}
