// The live event stream, GET /stream, read with the `eventsource` package: the standard
// EventSource over fetch, so the session's bearer header goes with the request and no token is
// ever in a URL. One call is one connection: it reports what happens and never reconnects by
// itself (machines/live-stream.machine.ts decides when to try again, and from which event).
import { EventSource, type FetchLike } from 'eventsource';
import { endpoints } from '../../contract/endpoints.ts';
import { suspensionOf } from '../../contract/failure.ts';
import { LIVE_EVENT_KINDS } from '../../contract/live-events.ts';
import { API_BASE } from './api-base.ts';
import { reportConnection } from './connection-signals.ts';

const STREAM_URL = `${API_BASE}${endpoints.stream.path}`;

export interface StreamListener {
  /** The server accepted the stream. */
  opened(): void;
  /** One event, with its id ('' when it has none). */
  message(id: string, kind: string, data: string): void;
  /** Something arrived: an event or a heartbeat. */
  alive(): void;
  /** The network failed or the stream ended. */
  lost(): void;
  /** The server answered with this status instead of a stream; `because`: a suspension's text with a 401. */
  refused(status: number, because?: string): void;
}

export interface StreamRequest {
  token: string;
  /** Resume after this event (Last-Event-ID); null for a new stream. */
  lastEventId: string | null;
}

/** Opens one connection; the returned function closes it. */
export function openEventStream({ token, lastEventId }: StreamRequest, listener: StreamListener): () => void {
  let because: string | undefined;
  const withSession: FetchLike = async (url, init) => {
    const response = await fetch(url, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${token}`, ...(lastEventId !== null && { 'Last-Event-ID': lastEventId }) },
    });
    // The stream's tries go on while the member waits, so they are what finds the server again.
    reportConnection('reached');
    if (response.status === 401) because = suspensionOf(await response.clone().json().catch(() => null)) ?? undefined;
    if (!response.body) return response;
    // Every chunk shows the connection still carries something, heartbeats included (the
    // EventSource interface hides those).
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          listener.alive();
          controller.enqueue(chunk);
        },
      }),
    );
    return { body, url: response.url, status: response.status, redirected: response.redirected, headers: response.headers };
  };

  const source = new EventSource(STREAM_URL, { fetch: withSession });
  source.addEventListener('open', () => listener.opened());
  source.addEventListener('error', (event) => {
    // Reconnecting is the caller's decision, not the EventSource's.
    source.close();
    const status = event.code;
    if (status !== undefined && status !== 200) listener.refused(status, because);
    else listener.lost();
  });
  for (const kind of LIVE_EVENT_KINDS) {
    source.addEventListener(kind, (event: MessageEvent<string>) => listener.message(event.lastEventId, kind, event.data));
  }
  return () => source.close();
}
