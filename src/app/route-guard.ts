// The route guard of spec §2, as a pure function of (route, session, previous route).
import type { RouteName } from './route-names.ts';

export interface GuardSession {
  hasToken: boolean;
  verified: boolean;
  /** checking: the current user is being fetched; failed: that fetch just failed. */
  status: 'checking' | 'ready' | 'failed';
}

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: RouteName };

const PROTECTED: ReadonlySet<RouteName> = new Set<RouteName>([
  'explorer',
  'profile',
  'profile.edit',
  'album.edit',
  'archive.album',
  'profile.threads',
  'find.user',
  'account',
]);

const GUEST_ONLY: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'register', 'forgot.password']);

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: RouteName): GuardDecision => ({ kind: 'redirect', to });

export function guardRoute(route: RouteName, session: GuardSession, previous: RouteName | null): GuardDecision {
  // Home is always allowed; the verification result is not guarded at all.
  if (route === 'home' || route === 'verification-success') return allow;
  // The current-user fetch failed: the stored session is gone, the member logs in again.
  if (session.status === 'failed') return route === 'login' ? allow : redirect('login');
  if (session.hasToken && session.status === 'checking') return { kind: 'wait' };

  if (!session.hasToken) {
    return PROTECTED.has(route) || route === 'otp-verification' ? redirect('login') : allow;
  }
  if (!session.verified && PROTECTED.has(route) && previous !== 'login') return redirect('otp-verification');
  if (session.verified && route === 'otp-verification') return redirect('explorer');
  if (GUEST_ONLY.has(route)) return redirect('explorer');
  return allow;
}
