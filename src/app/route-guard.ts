// The route guard of spec §2, as a pure function of (route, session, previous route); who may
// enter each route is the route table's.
import { ROUTES, type RouteAccess, type RouteName } from './route-table.ts';

export interface GuardSession {
  hasToken: boolean;
  verified: boolean;
  /** checking: the current user is being fetched; failed: that fetch just failed. */
  status: 'checking' | 'ready' | 'failed';
}

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: RouteName };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: RouteName): GuardDecision => ({ kind: 'redirect', to });

export function guardRoute(route: RouteName, session: GuardSession, previous: RouteName | null): GuardDecision {
  const access: RouteAccess = ROUTES[route].access;
  if (access === 'always') return allow;
  // The current-user fetch failed: the stored session is gone, the member logs in again.
  if (session.status === 'failed') return route === 'login' ? allow : redirect('login');
  if (session.hasToken && session.status === 'checking') return { kind: 'wait' };

  if (!session.hasToken) {
    return access === 'member' || access === 'unverified' ? redirect('login') : allow;
  }
  if (!session.verified && access === 'member' && previous !== 'login') return redirect('otp-verification');
  if (session.verified && access === 'unverified') return redirect('explorer');
  if (access === 'guest') return redirect('explorer');
  return allow;
}
