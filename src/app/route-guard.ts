// The route guard of spec §2, as a pure function of (route, session, previous route); who may
// enter each route is the route table's.
import { ROUTES, type RouteAccess, type RouteName } from './route-table.ts';

export interface GuardSession {
  hasToken: boolean;
  verified: boolean;
  /** checking: the current user is being fetched; failed: that fetch just failed. */
  status: 'checking' | 'ready' | 'failed';
  /** The current user is a moderator or an admin (contract §16). */
  moderates?: boolean;
}

/** not-found: the route exists, but for this member it does not (moderators' pages). */
export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: RouteName } | { kind: 'not-found' };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: RouteName): GuardDecision => ({ kind: 'redirect', to });

export function guardRoute(route: RouteName, session: GuardSession, previous: RouteName | null): GuardDecision {
  const access: RouteAccess = ROUTES[route].access;
  if (access === 'always') return allow;
  // The current-user fetch failed: the stored session is gone, the member logs in again.
  if (session.status === 'failed') return route === 'login' ? allow : redirect('login');
  if (session.hasToken && session.status === 'checking') return { kind: 'wait' };

  const membersOnly = access === 'member' || access === 'moderator';
  if (!session.hasToken) {
    return membersOnly || access === 'unverified' ? redirect('login') : allow;
  }
  if (!session.verified && membersOnly && previous !== 'login') return redirect('otp-verification');
  if (access === 'moderator' && !session.moderates) return { kind: 'not-found' };
  if (session.verified && access === 'unverified') return redirect('explorer');
  if (access === 'guest') return redirect('explorer');
  return allow;
}
