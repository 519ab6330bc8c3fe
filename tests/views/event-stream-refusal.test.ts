// A stream the server refuses: its status reaches the live-stream machine, and with a 401 the
// suspension's text the answer carries, so the login page can say why the tab signed out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, type StreamListener } from '../../src/api/stream.ts';

const network = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
vi.stubGlobal('fetch', network);

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function listen(): StreamListener & { refusal: Promise<unknown[]> } {
  let refuse: (args: unknown[]) => void = () => {};
  const refusal = new Promise<unknown[]>((resolve) => (refuse = resolve));
  return { opened: vi.fn(), message: vi.fn(), alive: vi.fn(), lost: vi.fn(), refused: (...args) => refuse(args), refusal };
}

afterEach(() => network.mockReset());

describe('a refused stream', () => {
  it('passes on the reason of a 401 that ended the session by a suspension', async () => {
    const because = 'Akun ditangguhkan hingga 8 Maret 2026';
    network.mockResolvedValue(json(401, { message: 'Unauthenticated.', signed_out: { reason: 'suspended', message: because } }));
    const listener = listen();
    const close = openEventStream({ token: 'budi-token', lastEventId: null }, listener);
    expect(await listener.refusal).toEqual([401, because]);
    expect(new Headers(network.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer budi-token');
    close();
  });

  it('gives no reason for another 401, nor for another status', async () => {
    for (const [status, body] of [
      [401, { message: 'Unauthenticated.' }],
      [503, { status: false, message: 'Server sibuk' }],
    ] as const) {
      network.mockResolvedValue(json(status, body));
      const listener = listen();
      const close = openEventStream({ token: 'budi-token', lastEventId: null }, listener);
      expect(await listener.refusal).toEqual([status, undefined]);
      close();
    }
  });
});
