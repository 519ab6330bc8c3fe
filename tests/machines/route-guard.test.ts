// Every row of the route guard rules (spec §2 "Route guard").
import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardDecision, type GuardSession } from '../../src/app/route-guard.ts';
import type { RouteName } from '../../src/app/route-names.ts';

const anonymous: GuardSession = { hasToken: false, verified: false, status: 'ready' };
const unverified: GuardSession = { hasToken: true, verified: false, status: 'ready' };
const verified: GuardSession = { hasToken: true, verified: true, status: 'ready' };
const checking: GuardSession = { hasToken: true, verified: true, status: 'checking' };
const failed: GuardSession = { hasToken: false, verified: false, status: 'failed' };
const moderator: GuardSession = { ...verified, moderates: true };

const allow: GuardDecision = { kind: 'allow' };
const wait: GuardDecision = { kind: 'wait' };
const to = (route: RouteName): GuardDecision => ({ kind: 'redirect', to: route });

const protectedRoutes: RouteName[] = [
  'explorer',
  'profile',
  'profile.edit',
  'album.edit',
  'archive.album',
  'profile.threads',
  'find.user',
  'account',
];
const guestRoutes: RouteName[] = ['login', 'register', 'forgot.password'];
const openRoutes: RouteName[] = ['reset.password.confirm'];
const unguarded: RouteName[] = ['home', 'verification-success'];

type Row = [string, RouteName, GuardSession, RouteName | null, GuardDecision];

const rows: Row[] = [
  ...unguarded.flatMap((route): Row[] => [
    [`${route} is always allowed (anonymous)`, route, anonymous, null, allow],
    [`${route} is always allowed (unverified)`, route, unverified, null, allow],
    [`${route} is always allowed (verified)`, route, verified, null, allow],
    [`${route} is always allowed (while checking)`, route, checking, null, allow],
    [`${route} is always allowed (after a failed check)`, route, failed, null, allow],
  ]),
  ...protectedRoutes.flatMap((route): Row[] => [
    [`${route}: without a token → login`, route, anonymous, null, to('login')],
    [`${route}: unverified → otp-verification`, route, unverified, 'explorer', to('otp-verification')],
    [`${route}: unverified coming from login → allowed`, route, unverified, 'login', allow],
    [`${route}: verified → allowed`, route, verified, null, allow],
    [`${route}: while the current user loads → wait`, route, checking, null, wait],
    [`${route}: current-user fetch failed → login`, route, failed, null, to('login')],
  ]),
  ['otp-verification: without a token → login', 'otp-verification', anonymous, null, to('login')],
  ['otp-verification: unverified → allowed', 'otp-verification', unverified, 'login', allow],
  ['otp-verification: verified → explorer', 'otp-verification', verified, null, to('explorer')],
  ['otp-verification: current-user fetch failed → login', 'otp-verification', failed, null, to('login')],
  ...guestRoutes.flatMap((route): Row[] => [
    [`${route}: anonymous → allowed`, route, anonymous, null, allow],
    [`${route}: logged in (verified) → explorer`, route, verified, null, to('explorer')],
    [`${route}: logged in (unverified) → explorer`, route, unverified, null, to('explorer')],
  ]),
  ['login: after a failed check → allowed', 'login', failed, null, allow],
  ['register: after a failed check → login', 'register', failed, null, to('login')],
  ['reset confirm: after a failed check → login', 'reset.password.confirm', failed, null, to('login')],
  ['moderation: without a token → login', 'moderation', anonymous, null, to('login')],
  ['moderation: unverified → otp-verification', 'moderation', unverified, 'explorer', to('otp-verification')],
  ['moderation: while the current user loads → wait', 'moderation', checking, null, wait],
  ['moderation: current-user fetch failed → login', 'moderation', failed, null, to('login')],
  ['moderation: a member who does not moderate → not found', 'moderation', verified, null, { kind: 'not-found' }],
  ['moderation: a moderator or admin → allowed', 'moderation', moderator, null, allow],
  ...openRoutes.flatMap((route): Row[] => [
    [`${route}: anonymous → allowed`, route, anonymous, null, allow],
    [`${route}: unverified → allowed`, route, unverified, null, allow],
    [`${route}: verified → allowed`, route, verified, null, allow],
  ]),
];

describe('route guard', () => {
  it.each(rows)('%s', (_name, route, session, previous, expected) => {
    expect(guardRoute(route, session, previous)).toEqual(expected);
  });
});
