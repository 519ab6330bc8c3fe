// The SPA's calls as the endpoint table says them: method and path from the table, path values
// encoded one segment each, query, JSON body or form as named, and an answer its schema does not
// describe fails the call in tests (development too) instead of reaching a screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../contract/endpoint-path.ts';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

const sent: Sent[] = [];
let answer: () => Response = () => json({ status: true, message: 'ok' });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

vi.stubGlobal(
  'fetch',
  vi.fn(async (input: Request | string, init: RequestInit = {}) => {
    sent.push({ url: typeof input === 'string' ? input : input.url, method: init.method ?? 'GET', body: init.body });
    return answer();
  }),
);

const { deleteAlbum, uploadTempPhoto } = await import('../../src/api/albums.ts');
const { confirmPasswordReset } = await import('../../src/api/auth.ts');
const { createComment } = await import('../../src/api/posts.ts');
const { fetchAccount } = await import('../../src/api/users.ts');

afterEach(() => {
  sent.length = 0;
  answer = () => json({ status: true, message: 'ok' });
});

describe('paths from the table', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(pathOf('/reset-password/:token/:email', { token: 'a/b?c#d', email: 'x@y.z' })).toBe(
      '/reset-password/a%2Fb%3Fc%23d/x%40y.z',
    );
    expect(pathOf('/album-content/:photo_id', { photo_id: 7 })).toBe('/album-content/7');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => pathOf('/album/:uuid/force-delete', {})).toThrow(':uuid');
  });

  it('calls the method and path of the endpoint, its values encoded', async () => {
    await deleteAlbum('a/b c');
    await confirmPasswordReset('to/ken', 'x@y.z');
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/v1/album/a%2Fb%20c/force-delete',
      'POST /api/v1/reset-password/to%2Fken/x%40y.z',
    ]);
  });
});

describe('what a call sends', () => {
  it('sends the JSON body', async () => {
    answer = () =>
      json(
        {
          status: true,
          message: 'Comment created',
          data: { comment_id: 1, comment: 'Mantap', post_id: 5, created_at: '2026-01-01T00:00:00.000Z', total_comment: 1 },
        },
        201,
      );
    await createComment('Mantap', 5);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe('/api/v1/comment');
    expect(JSON.parse(String(sent[0].body))).toEqual({ comment: 'Mantap', post_id: 5 });
  });

  it('sends a form with the file under its field and name, and reads a text answer as text', async () => {
    answer = () => new Response('temp-123', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    const id = await uploadTempPhoto(new Blob(['png'], { type: 'image/png' }), 'foto.png');
    expect(id).toBe('temp-123');
    expect(sent[0].url).toBe('/api/v1/temp/album');
    const file = (sent[0].body as FormData).get('album_content') as File;
    expect(file.name).toBe('foto.png');
    expect(file.type).toBe('image/png');
  });
});

describe('answers', () => {
  it('resolves to an answer its schema describes', async () => {
    const account = { status: true, message: 'ok', data: { email: 'a@b.c', created_at: '2026-01-01T00:00:00.000Z' } };
    answer = () => json(account);
    await expect(fetchAccount()).resolves.toEqual(account);
  });

  it.each([
    ['a field missing', { status: true }],
    ['a field the contract does not name', { status: true, message: 'ok', extra: 1 }],
    ['a field of another type', { status: 'true', message: 'ok' }],
  ])('fails the call on an answer with %s', async (_case, drifted) => {
    answer = () => json(drifted);
    await expect(deleteAlbum('abc')).rejects.toThrow(
      'POST /album/:uuid/force-delete (deleteAlbum) answered outside the contract',
    );
  });

  it('keeps a refusal an ApiFailure with its status and body', async () => {
    answer = () => json({ status: false, message: 'Not found' }, 404);
    await expect(deleteAlbum('abc')).rejects.toEqual({ status: 404, body: { status: false, message: 'Not found' } });
  });

  it('passes the Retry-After of a refusal into the failure, in seconds or from a date', async () => {
    const refusal = { status: false, message: 'Too Many Attempts.' };
    const refused = (retryAfter: string) =>
      new Response(JSON.stringify(refusal), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter } });
    answer = () => refused('42');
    await expect(deleteAlbum('abc')).rejects.toEqual({ status: 429, body: refusal, retryAfterSeconds: 42 });
    answer = () => refused(new Date(Date.now() + 90_000).toUTCString());
    const failure = await deleteAlbum('abc').catch((error: unknown) => error);
    expect((failure as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(89);
    expect((failure as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(90);
    answer = () => refused('soon');
    await expect(deleteAlbum('abc')).rejects.toEqual({ status: 429, body: refusal });
  });
});
