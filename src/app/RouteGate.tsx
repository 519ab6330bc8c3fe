// Applies the route guard on every navigation: tells the session (which refetches the current
// user) and renders the page, a loader, or a redirect.
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { tokenStore } from '../api/token-store.ts';
import { text } from '../text/catalogue.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { guardRoute, type GuardSession } from './route-guard.ts';
import { pathTo, type RouteName } from './route-names.ts';
import { useSession, useSessionSelector, type SessionSnapshot } from './session.tsx';

export interface RouteHandle {
  name: RouteName | 'not-found';
  title: string;
}

function guardSession(snapshot: SessionSnapshot): GuardSession {
  const { token, verified, user, checkFailed } = snapshot.context;
  const firstCheck = snapshot.matches('checking') && user === null;
  return {
    hasToken: token !== null,
    verified,
    status: checkFailed ? 'failed' : firstCheck || snapshot.matches('starting') ? 'checking' : 'ready',
  };
}

function sameSession(a: GuardSession, b: GuardSession): boolean {
  return a.hasToken === b.hasToken && a.verified === b.verified && a.status === b.status;
}

/** Remembers the route before the current one (the guard's "coming from"). */
function usePreviousRoute(route: RouteHandle['name']): RouteName | null {
  const trail = useRef<{ current: RouteHandle['name'] | null; previous: RouteHandle['name'] | null }>({
    current: null,
    previous: null,
  });
  if (trail.current.current !== route) {
    trail.current = { current: route, previous: trail.current.current };
  }
  const previous = trail.current.previous;
  return previous === 'not-found' ? null : previous;
}

export function RouteGate() {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const route = handle?.name ?? 'not-found';
  const previous = usePreviousRoute(route);
  const guard = useSessionSelector(guardSession, sameSession);

  useEffect(() => {
    document.title = text.pageTitle(handle?.title ?? text.pages.notFound);
  }, [handle?.title]);

  useEffect(() => {
    session.send({
      type: 'NAVIGATED',
      route,
      stored: { token: tokenStore.getToken(), verified: tokenStore.isVerified() },
    });
    // Every navigation (a new location key) refetches the current user.
  }, [location.key, route, session]);

  if (route === 'not-found') return <Outlet />;
  // A token stored since the session last looked (another tab signed in): decide after it looks.
  if (!guard.hasToken && tokenStore.getToken() !== null) return <FullPageLoader />;
  const decision = guardRoute(route, guard, previous);
  if (decision.kind === 'wait') return <FullPageLoader />;
  if (decision.kind === 'redirect') return <Navigate to={pathTo(decision.to)} replace />;
  return <Outlet />;
}
