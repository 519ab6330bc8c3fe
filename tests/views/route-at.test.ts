// routeAt: the route a path belongs to, which the route gate guards and titles the page by.
import { describe, expect, it } from 'vitest';
import { pathTo, ROUTE_PATHS, routeAt, type RouteName } from '../../src/app/route-names.ts';

const SAMPLE_PARAMS = { token: 'abc123', email: 'a@b.id', status: 'success', username: 'budi', slug: 'Xy12' };

describe('routeAt', () => {
  it.each(Object.keys(ROUTE_PATHS) as RouteName[])('finds %s from its own path', (name) => {
    expect(routeAt(pathTo(name, SAMPLE_PARAMS))).toBe(name);
  });

  it.each([
    ['/profile/budi/edit', 'profile.edit'],
    ['/profile/budi/', 'profile'],
    ['/Auth/Login', 'login'],
    ['/auth/verification/failed', 'verification-success'],
    // Only the statuses the mail links to have a page (and its title).
    ['/auth/verification/lainnya', 'not-found'],
    ['/auth/verification/SUCCESS', 'not-found'],
    ['/profile/budi/photos', 'not-found'],
    ['/tidak/ada', 'not-found'],
    ['/profile', 'not-found'],
  ])('%s belongs to %s', (path, name) => {
    expect(routeAt(path)).toBe(name);
  });
});
