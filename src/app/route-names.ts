// Routes by name (their paths filled in) and by path (which route an address belongs to), read
// from the route table.
import { matchPath } from 'react-router-dom';
import { text } from '../text/shell-texts.ts';
import { ROUTE_NAMES, ROUTES, type RouteName } from './route-table.ts';

export type { RouteName } from './route-table.ts';

/** A route or the not-found view, the pages the app can show. */
export type ShownRoute = RouteName | 'not-found';

export const ROUTE_PATHS = Object.fromEntries(ROUTE_NAMES.map((name) => [name, ROUTES[name].path])) as {
  [Name in RouteName]: (typeof ROUTES)[Name]['path'];
};

/** A route's path with its parameters filled in (URL-encoded). */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTE_PATHS[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The statuses of /auth/verification/{status} that have a page; any other is not found (spec §2). */
const VERIFICATION_STATUSES = ['success', 'failed'] as const;

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export function isVerificationStatus(status: string | undefined): status is VerificationStatus {
  return (VERIFICATION_STATUSES as readonly (string | undefined)[]).includes(status);
}

/**
 * The route a path belongs to (route paths never overlap once matched to the end). A
 * verification result with a status no mail links to is not found, and titled so.
 */
export function routeAt(pathname: string): ShownRoute {
  for (const name of ROUTE_NAMES) {
    const match = matchPath(ROUTE_PATHS[name], pathname);
    if (!match) continue;
    return name === 'verification-success' && !isVerificationStatus(match.params.status) ? 'not-found' : name;
  }
  return 'not-found';
}

/** The page name in the browser's title. */
export function pageTitleOf(route: ShownRoute): string {
  return route === 'not-found' ? text.pages.notFound : ROUTES[route].title;
}
