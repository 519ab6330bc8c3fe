// What the server pushes over GET /stream, read with the contract's schemas
// (contract/live-events.ts) into the events the screens take: the kind as `type`, beside the
// payload's fields. Each event names what changed (ids and counts); the screens load what they
// show. Whatever the contract does not accept (an unknown kind, broken JSON, a missing field) is
// dropped, and keys it does not name are left out, so a newer server never breaks an older tab.
import { liveEvent, type LiveEventKind, type LiveEventPayload } from '../contract/live-events.ts';

export type LiveEvent = { [K in LiveEventKind]: { type: K } & LiveEventPayload<K> }[LiveEventKind];

/** The event of one stream message, or null when it is not one this tab understands. */
export function readLiveEvent(kind: string, data: string): LiveEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  const read = liveEvent.safeParse({ kind, payload });
  if (!read.success) return null;
  // TypeScript does not follow that the kind and the payload come from the same event.
  return { type: read.data.kind, ...read.data.payload } as LiveEvent;
}
