// Renders the member frame (top bar, bottom bar) around a page that shows where the app is, with
// a session already signed in, for the views that live in the frame.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createActor, fromPromise } from 'xstate';
import type { PersonalUser } from '../../contract/wire.ts';
import { liveFlows } from './live-flows.ts';
import { MemberLayout } from '../../src/app/layout/MemberLayout.tsx';
import { RuntimeProvider, type Runtime } from '../../src/app/runtime.tsx';
import { SessionProvider, type SessionActor } from '../../src/app/session.tsx';
import { TestLiveStream } from './live-stream.tsx';

/**
 * A session that is already signed in as `user` (the route gate shows the frame only then); each
 * later navigation fetches `currentUser()`, so a test can change what the server says.
 */
export function signedInSession(user: PersonalUser, currentUser: () => PersonalUser = () => user): SessionActor {
  const logic = liveFlows.session.provide({
    actors: {
      fetchCurrentUser: fromPromise(async () => currentUser()),
      logout: fromPromise(async () => {}),
    },
  });
  const stored = { token: 'test-token', verified: true };
  const snapshot = logic.resolveState({
    value: 'signedIn',
    context: { ...stored, email: null, user, landing: null, revokingToken: null, checkFailed: false, signedOutBecause: null },
  });
  return createActor(logic, { input: stored, snapshot }).start();
}

/** What the session does when the member navigates: fetch the current user again. */
export function navigated(session: SessionActor): void {
  session.send({ type: 'NAVIGATED', route: 'explorer' });
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * The member frame with the given pages; any other address shows where the app went. Its live
 * stream is the runtime's, else one that never connects (so nothing is asked of a network).
 */
export function renderMemberShell(session: SessionActor, runtime: Runtime = {}, path = '/explorer', pages: RouteObject[] = []) {
  const withStream = { ...runtime, flows: { liveStream: new TestLiveStream().machine, ...runtime.flows } };
  const router = createMemoryRouter(
    [{ element: <MemberLayout />, children: [...pages, { path: '*', element: <LocationProbe /> }] }],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider actor={session}>
      <RuntimeProvider runtime={withStream}>
        <RouterProvider router={router} />
        <ToastContainer />
      </RuntimeProvider>
    </SessionProvider>,
  );
  return router;
}

/** Makes the page hidden or visible the way the browser reports it. */
export function setPageVisibility(visibility: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.dispatchEvent(new Event('visibilitychange'));
}
