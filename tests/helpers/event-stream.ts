// Reads GET /api/v1/stream with the bearer header, as the app does, parsing the
// Server-Sent Events as they arrive.
import http from 'node:http';
import net from 'node:net';
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event so far, and the comment lines (heartbeats) as events named ':'. */
  events: StreamEvent[];
  /** Waits for the next event matching `match` after those already taken by earlier calls. */
  next(match: (event: StreamEvent) => boolean, waitMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): StreamEvent | undefined {
  const event: StreamEvent = { event: 'message', data: '' };
  let seen = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { event: ':', data: line.slice(1).trim() };
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') event.data = value;
    else continue;
    seen = true;
  }
  return seen ? event : undefined;
}

export async function openStream(baseUrl: string, token?: string, lastEventId?: string): Promise<OpenStream> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  // node:http without a keep-alive agent: the connection is the stream's alone, and closing
  // the stream closes it (fetch's pool may hold a spare connection the server then waits for).
  const request = http.get(`${baseUrl}/api/v1/stream`, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let taken = 0;

  const ended = (async () => {
    if (!response.headers['content-type']?.startsWith('text/event-stream')) {
      response.resume();
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) events.push(event);
        }
        waiters.forEach((wake) => wake());
      }
    } catch {
      // Closed by close().
    }
  })();

  async function next(match: (event: StreamEvent) => boolean, waitMs = 5000): Promise<StreamEvent> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const index = events.findIndex((event, position) => position >= taken && match(event));
      if (index !== -1) {
        taken = index + 1;
        return events[index];
      }
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events.slice(taken))}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 50);
        waiters.add(wake);
      });
    }
  }

  return {
    status: response.statusCode ?? 0,
    headers: new Headers(Object.entries(response.headers).map(([name, value]): [string, string] => [name, String(value)])),
    events,
    next,
    ended,
    close: () => request.destroy(),
  };
}

export const named = (name: string) => (event: StreamEvent) => event.event === name;

function streamRequest(token: string, lastEventId?: string): string {
  const resume = lastEventId === undefined ? '' : `Last-Event-ID: ${lastEventId}\r\n`;
  return `GET /api/v1/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n${resume}\r\n`;
}

/**
 * Opens a stream over a bare socket and never reads it, as a client that stopped reading does:
 * what the server writes piles up in the kernel's buffers, then in the server's.
 */
export function openUnreadStream(baseUrl: string, token: string): Promise<net.Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(streamRequest(token));
      socket.pause();
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Asks for a stream and hangs up `afterMs` later, while the server may still be opening it. */
export function abortedStreamOpen(baseUrl: string, token: string, afterMs: number): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(streamRequest(token));
      setTimeout(() => socket.destroy(), afterMs);
    });
    socket.on('error', () => {});
    socket.once('close', () => resolve());
  });
}
