// The traffic a community makes, as a planned list of requests the load runs take in turn:
// 95% reads (the feed's first page, the next pages, a post's comments, profiles, the signed-in
// member's own data) and 5% writes (like toggles, comments, threads), each by a random
// signed-in member. The read-only plan is the same reads without the writes.
import type { ApiFixtures } from './api-fixtures.ts';
import type { PlannedRequest } from './load.ts';
import { seededRandom, type Random } from './random.ts';

/** Shares in thousandths; reads add up to 950, writes to 50. */
export const TRAFFIC_MIX = {
  'GET /post': 300,
  'GET /post/expand': 250,
  'GET /post/comments/{id}': 150,
  'GET /user/profile/{username}': 150,
  'GET /personal-user': 100,
  'PUT /like/{uuid}': 30,
  'POST /comment': 15,
  'POST /thread': 5,
} as const;

type Kind = keyof typeof TRAFFIC_MIX;
const WRITES: Kind[] = ['PUT /like/{uuid}', 'POST /comment', 'POST /thread'];
/** Of the next pages, this share is near the top; the rest anywhere down the feed (built from the database). */
const NEAR_PAGE_SHARE = 0.7;
/** Long enough that the mix holds over any stretch of a run. */
const PLAN_LENGTH = 4000;

const api = (path: string) => `/api/v1${path}`;

function request(kind: Kind, fixtures: ApiFixtures, random: Random): Omit<PlannedRequest, 'token'> {
  switch (kind) {
    case 'GET /post':
      return { kind, method: 'GET', path: api('/post') };
    case 'GET /post/expand': {
      const cursors = random.next() < NEAR_PAGE_SHARE ? fixtures.nearCursors : fixtures.farCursors;
      return { kind, method: 'GET', path: api(`/post/expand?post_filter=${random.pick(cursors)}`) };
    }
    case 'GET /post/comments/{id}':
      return { kind, method: 'GET', path: api(`/post/comments/${random.pick(fixtures.commentedPostIds)}`) };
    case 'GET /user/profile/{username}':
      return { kind, method: 'GET', path: api(`/user/profile/${encodeURIComponent(random.pick(fixtures.usernames))}`) };
    case 'GET /personal-user':
      return { kind, method: 'GET', path: api('/personal-user') };
    case 'PUT /like/{uuid}':
      return { kind, method: 'PUT', path: api(`/like/${random.pick(fixtures.posts).uuid}`) };
    case 'POST /comment':
      return {
        kind,
        method: 'POST',
        path: api('/comment'),
        body: JSON.stringify({ comment: 'Setuju banget!', post_id: random.pick(fixtures.posts).id }),
      };
    case 'POST /thread':
      return { kind, method: 'POST', path: api('/thread'), body: JSON.stringify({ text: 'Siapa yang ikut nobar minggu depan?' }) };
  }
}

function plan(fixtures: ApiFixtures, kinds: Kind[]): PlannedRequest[] {
  const random = seededRandom(20261123);
  const total = kinds.reduce((sum, kind) => sum + TRAFFIC_MIX[kind], 0);
  return Array.from({ length: PLAN_LENGTH }, () => {
    let draw = random.next() * total;
    const kind = kinds.find((candidate) => (draw -= TRAFFIC_MIX[candidate]) < 0) ?? kinds[kinds.length - 1];
    return { ...request(kind, fixtures, random), token: random.pick(fixtures.tokens) };
  });
}

/** 95% reads, 5% writes. */
export function mixedTraffic(fixtures: ApiFixtures): PlannedRequest[] {
  return plan(fixtures, Object.keys(TRAFFIC_MIX) as Kind[]);
}

/** The same reads in the same proportions, no writes. */
export function readOnlyTraffic(fixtures: ApiFixtures): PlannedRequest[] {
  return plan(fixtures, (Object.keys(TRAFFIC_MIX) as Kind[]).filter((kind) => !WRITES.includes(kind)));
}
