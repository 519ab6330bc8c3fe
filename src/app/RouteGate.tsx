// Applies the route guard on every navigation: tells the session (which refetches the current
// user) and renders the page (loading it first), a loader, or a redirect. Member pages wait in
// the member shell's skeleton, so the frame is there at once.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { text } from '../text/shell-texts.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { LoadFailureBoundary } from '../components/LoadFailureBoundary.tsx';
import { MemberShellSkeleton } from './layout/MemberShellSkeleton.tsx';
import { guardRoute, type GuardSession } from './route-guard.ts';
import { pageTitleOf, pathTo, routeAt, type RouteName, type ShownRoute } from './route-names.ts';
import { preloadRoute, ROUTES } from './route-table.ts';
import { useSession, useSessionSelector, type SessionSnapshot } from './session.tsx';

/** For members who may not see a moderators' page: it does not exist for them. */
const NotFoundView = lazy(() => import('../pages/not-found/NotFoundView.tsx'));

function guardSession(snapshot: SessionSnapshot): GuardSession {
  const { token, verified, user, checkFailed } = snapshot.context;
  const firstCheck = snapshot.matches('checking') && user === null;
  return {
    hasToken: token !== null,
    verified,
    status: checkFailed ? 'failed' : firstCheck || snapshot.matches('starting') ? 'checking' : 'ready',
    moderates: user?.role === 'moderator' || user?.role === 'admin',
  };
}

function sameSession(a: GuardSession, b: GuardSession): boolean {
  return a.hasToken === b.hasToken && a.verified === b.verified && a.status === b.status && a.moderates === b.moderates;
}

/** Remembers the route before the current one (the guard's "coming from"). */
function usePreviousRoute(route: ShownRoute): RouteName | null {
  const trail = useRef<{ current: ShownRoute | null; previous: ShownRoute | null }>({
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
  const location = useLocation();
  const session = useSession();
  const route = routeAt(location.pathname);
  const previous = usePreviousRoute(route);
  const guard = useSessionSelector(guardSession, sameSession);
  const landing = useSessionSelector((snapshot) => snapshot.context.landing);

  useEffect(() => {
    document.title = text.pageTitle(pageTitleOf(route));
  }, [route]);

  useEffect(() => {
    session.send({ type: 'NAVIGATED', route });
    // Every navigation (a new location key) refetches the current user.
  }, [location.key, route, session]);

  if (route === 'not-found') return <LoadedPage route={route} />;
  // Just signed in on this tab: the sign-in screen's next screen (spec §4) before any guard rule.
  if (landing !== null && route !== landing) return <Navigate to={pathTo(landing)} replace />;
  const decision = guardRoute(route, guard, previous);
  if (decision.kind === 'wait') return <Waiting route={route} />;
  if (decision.kind === 'redirect') return <Navigate to={pathTo(decision.to)} replace />;
  if (decision.kind === 'not-found') {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <NotFoundView />
      </Suspense>
    );
  }
  return <LoadedPage route={route} />;
}

/**
 * Member pages wait in the shell's skeleton (its live parts start once the session is valid);
 * the page's code is fetched meanwhile.
 */
function Waiting({ route }: { route: ShownRoute }) {
  useEffect(() => {
    if (route !== 'not-found') preloadRoute(route);
  }, [route]);
  return route !== 'not-found' && ROUTES[route].memberShell ? <MemberShellSkeleton /> : <FullPageLoader />;
}

/** The page of the route, with the loader until its code has arrived (or why it did not). */
function LoadedPage({ route }: { route: ShownRoute }) {
  const { pathname } = useLocation();
  return (
    <LoadFailureBoundary resetKey={pathname}>
      <Suspense fallback={<Waiting route={route} />}>
        <Outlet />
      </Suspense>
    </LoadFailureBoundary>
  );
}
