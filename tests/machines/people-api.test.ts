// The people calls put keywords and usernames into the address encoded.
import { afterEach, describe, expect, it, vi } from 'vitest';

const requested: string[] = [];

vi.stubGlobal(
  'fetch',
  vi.fn(async (input: Request | string) => {
    const url = typeof input === 'string' ? input : input.url;
    requested.push(url);
    const answer = url.includes('/find-user') ? { match_users: [] } : { posts: [] };
    return new Response(JSON.stringify({ status: true, message: 'ok', ...answer }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }),
);

const { fetchUserAlbums, findAllUsers, findUsers } = await import('../../src/api/people.ts');

afterEach(() => {
  requested.length = 0;
});

describe('people calls', () => {
  it('encodes the search keyword so the server reads it back unchanged', async () => {
    const keyword = 'a&b=c #1?+%';
    await findUsers(keyword);
    const url = new URL(requested[0], 'http://localhost');
    expect(url.pathname).toBe('/api/v1/find-user');
    expect([...url.searchParams]).toEqual([['user_keyword', keyword]]);
  });

  it('asks for every match on the results page', async () => {
    await findAllUsers('budi');
    expect(requested).toEqual(['/api/v1/find-user?fetch_all=true&user_keyword=budi']);
  });

  it('encodes the username in the path', async () => {
    await fetchUserAlbums('a/b c');
    expect(requested).toEqual(['/api/v1/user/albums/a%2Fb%20c']);
  });
});
