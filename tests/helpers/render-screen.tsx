// Renders one screen the way the app does (router, session, runtime, toasts), for view tests.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createActor, fromPromise } from 'xstate';
import { liveFlows } from './live-flows.ts';
import { RuntimeProvider, type Runtime } from '../../src/app/runtime.tsx';
import { SessionProvider, type SessionActor } from '../../src/app/session.tsx';
import type { PersonalUser } from '../../contract/wire.ts';

export const demoUser: PersonalUser = {
  first_name: 'Budi',
  last_name: 'Santoso',
  username: 'budi',
  foto_profile: null,
  bio: null,
  address: 'Jalan Merdeka 1',
  phone_number: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  notification_list: null,
  readed_notif: 0,
  role: 'member',
  password_mailed: false,
};

/**
 * A real session actor whose server calls are stubbed: signed in as the given user, or signed out.
 * Signed out, a sign-in on the screen leaves it checking (no server answers here), so what the
 * sign-in stored stays as it was. `email`: where registration sent the OTP code, as the session
 * keeps it until verified.
 */
export function testSession(user: PersonalUser | null = null, email: string | null = null): SessionActor {
  const logic = liveFlows.session.provide({
    actors: {
      fetchCurrentUser: fromPromise(() => (user ? Promise.resolve(user) : new Promise<PersonalUser>(() => {}))),
      logout: fromPromise(async () => {}),
    },
  });
  return createActor(logic, {
    input: { token: user ? 'test-token' : null, verified: user?.email_verified_at != null, email },
  }).start();
}

/** Shows where the app navigated to, for screens that leave. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export interface ScreenOptions {
  runtime?: Runtime;
  session?: SessionActor;
  /** The URL the screen opens at. */
  path?: string;
  /** The route pattern the screen is mounted on (for params). */
  routePath?: string;
}

export function renderScreen(screen: ReactElement, options: ScreenOptions = {}) {
  const { runtime = {}, session = testSession(), path = '/', routePath = path } = options;
  const router = createMemoryRouter(
    [
      { path: routePath, element: screen },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <SessionProvider actor={session}>
      <RuntimeProvider runtime={runtime}>
        <RouterProvider router={router} />
        <ToastContainer />
      </RuntimeProvider>
    </SessionProvider>,
  );
}
