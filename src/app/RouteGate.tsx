// Applies the route guard on every navigation: tells the session (which refetches the current
// user) and renders the page (loading it first), a loader, or a redirect.
import { Suspense, useEffect, useRef } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { tokenStore } from '../api/token-store.ts';
import { text } from '../text/catalogue.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { LoadFailureBoundary } from '../components/LoadFailureBoundary.tsx';
import { guardRoute, type GuardSession } from './route-guard.ts';
import { isVerificationStatus, pathTo, ROUTE_PATHS, type RouteName } from './route-names.ts';
import { useSession, useSessionSelector, type SessionSnapshot } from './session.tsx';

type ShownRoute = RouteName | 'not-found';

const PAGE_TITLES: Record<ShownRoute, string> = {
  home: text.pages.home,
  login: text.pages.login,
  register: text.pages.register,
  'forgot.password': text.pages.forgotPassword,
  'reset.password.confirm': text.pages.resetPasswordConfirm,
  'otp-verification': text.pages.otpVerification,
  'verification-success': text.pages.verificationResult,
  explorer: text.pages.explorer,
  profile: text.pages.profile,
  'profile.edit': text.pages.profileEdit,
  'album.edit': text.pages.albumEdit,
  'archive.album': text.pages.archive,
  'profile.threads': text.pages.threads,
  'find.user': text.pages.findUser,
  account: text.pages.account,
  'not-found': text.pages.notFound,
};

/**
 * The route a path belongs to (route paths never overlap once matched to the end). A
 * verification result with a status no mail links to is not found, and titled so.
 */
export function routeAt(pathname: string): ShownRoute {
  const names = Object.keys(ROUTE_PATHS) as RouteName[];
  for (const name of names) {
    const match = matchPath(ROUTE_PATHS[name], pathname);
    if (!match) continue;
    return name === 'verification-success' && !isVerificationStatus(match.params.status) ? 'not-found' : name;
  }
  return 'not-found';
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

  useEffect(() => {
    document.title = text.pageTitle(PAGE_TITLES[route]);
  }, [route]);

  useEffect(() => {
    session.send({
      type: 'NAVIGATED',
      route,
      stored: { token: tokenStore.getToken(), verified: tokenStore.isVerified() },
    });
    // Every navigation (a new location key) refetches the current user.
  }, [location.key, route, session]);

  if (route === 'not-found') return <LoadedPage />;
  // A token stored since the session last looked (another tab signed in): decide after it looks.
  if (!guard.hasToken && tokenStore.getToken() !== null) return <FullPageLoader />;
  const decision = guardRoute(route, guard, previous);
  if (decision.kind === 'wait') return <FullPageLoader />;
  if (decision.kind === 'redirect') return <Navigate to={pathTo(decision.to)} replace />;
  return <LoadedPage />;
}

/** The page of the route, with the loader until its code has arrived (or why it did not). */
function LoadedPage() {
  const { pathname } = useLocation();
  return (
    <LoadFailureBoundary resetKey={pathname}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </LoadFailureBoundary>
  );
}
