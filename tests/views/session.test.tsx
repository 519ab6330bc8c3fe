// The session seen through the app shell: the route gate's shell skeleton and redirects, the
// login screen's form, the top bar's user menu and sign out. A member signs in on the login
// screen, whose flow tells the session. Events that other flows send where this shell has no
// screen for them (verified, profile changed, 401) are sent the way those flows send them.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic, type AnyEventObject } from 'xstate';
import type { LoginRequest, LoginResponse } from '../../contract/wire.ts';
import type { StoredSession } from '../../machines/session.machine.ts';
import { tokenStore } from '../../src/api/token-store.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { MemberLayout } from '../../src/app/layout/MemberLayout.tsx';
import { RouteGate } from '../../src/app/RouteGate.tsx';
import { pathTo } from '../../src/app/route-names.ts';
import { RuntimeProvider } from '../../src/app/runtime.tsx';
import { SessionProvider, type SessionActor } from '../../src/app/session.tsx';
import LoginPage from '../../src/pages/auth/LoginPage.tsx';
import ExplorerPage from '../../src/pages/explorer/ExplorerPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { sessionModel } from '../models/session.model.ts';

/** No pause between keystrokes and clicks: the screens react to each at once. */
const user = userEvent.setup({ delay: null });

let router: ReturnType<typeof createMemoryRouter>;
let session: SessionActor;
/** What the server answers the next sign-in on the login screen. */
let signingIn = { token: '', verified: false };

const answeringLogin = liveFlows.login.provide({
  actors: {
    login: fromPromise<LoginResponse, LoginRequest>(async () => ({ status: true, message: 'Login Success', ...signingIn })),
  },
});

const onLoginScreen = () => expect(screen.getByTestId('login-screen')).toBeInTheDocument();

/**
 * Another tab of the app: a second document of the same origin. What it stores reaches this one
 * only the way the browser tells every other tab, by the storage event.
 */
function otherTab(): Storage {
  let frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="other-tab"]');
  if (!frame) {
    frame = document.createElement('iframe');
    frame.dataset.testid = 'other-tab';
    document.body.append(frame);
  }
  return frame.contentWindow!.localStorage;
}

/** The other tab signs out (clears everything) or stores a session, the way the app stores one. */
function storeInOtherTab({ token, verified, email }: StoredSession): void {
  const storage = otherTab();
  if (token === null) return storage.clear();
  storage.setItem('token', token);
  storage.setItem('email_verified_status', String(verified));
  if (email) storage.setItem('email', email);
}

describe('session in the app shell', () => {
  testViewPaths({
    ...sessionModel,
    // The unverified sign-in leads to the OTP screen, which the login flow's own tests follow.
    events: sessionModel.events.filter((event) => event.type !== 'SIGNED_IN' || event.verified),
    machine: liveFlows.session,
    // The session follows the other tab through the browser, as in the app.
    provide: (stubs) => ({ ...stubs, followStorage: liveFlows.session.implementations.actors.followStorage as AnyActorLogic }),
    // The last path's session stops following the browser's storage before this one starts.
    reset: () => {
      session?.stop();
      localStorage.clear();
    },
    render: ({ machine, input, clock, inspect }) => {
      const stored = input as { token: string | null; verified: boolean };
      tokenStore.write({ ...stored, email: null });
      session = createActor(machine as typeof liveFlows.session, { input: stored, clock, inspect }).start();
      router = createMemoryRouter(
        [
          {
            element: <RouteGate />,
            children: [
              {
                path: '/auth/login',
                element: (
                  <div data-testid="login-screen">
                    <LoginPage />
                  </div>
                ),
              },
              {
                element: <MemberLayout />,
                children: [{ path: '/explorer', element: <ExplorerPage /> }],
              },
            ],
          },
        ],
        { initialEntries: ['/explorer'] },
      );
      render(
        <SessionProvider actor={session}>
          <RuntimeProvider runtime={{ flows: { presence: answeringPresence(), login: answeringLogin } }}>
            <RouterProvider router={router} />
          </RuntimeProvider>
        </SessionProvider>,
      );
    },
    userActions: {
      NAVIGATED: async (event: AnyEventObject) => act(() => router.navigate(pathTo(event.route))),
      STORAGE_CHANGED: async (event: AnyEventObject) => {
        const stored = event.stored as StoredSession;
        await act(async () => storeInOtherTab(stored));
        await waitFor(() => expect(session.getSnapshot().context).toMatchObject({ token: stored.token, verified: stored.verified }));
      },
      // The member signs in on the login screen; its flow signs the session in and the gate opens
      // where signing in leads.
      SIGNED_IN: async (event: AnyEventObject) => {
        signingIn = { token: event.token, verified: event.verified };
        await user.type(screen.getByLabelText(text.login.userMail), 'budi');
        await user.type(screen.getByLabelText(text.login.password), 'rahasia123');
        await user.click(screen.getByRole('button', { name: new RegExp(`${text.login.submit}$`) }));
      },
      VERIFIED: async () => act(() => session.send({ type: 'VERIFIED' })),
      PROFILE_CHANGED: async () => act(() => session.send({ type: 'PROFILE_CHANGED' })),
      UNAUTHENTICATED: async () => act(() => session.send({ type: 'UNAUTHENTICATED' })),
      // The live stream's sign-out reaches the session through the member shell, as this send does.
      SIGNED_OUT_BY_SERVER: async (event: AnyEventObject) => act(() => session.send(event as { type: 'SIGNED_OUT_BY_SERVER'; message: string })),
      SIGN_OUT: async () => {
        const menu = screen.queryByRole('button', { name: text.topBar.openUserMenu });
        // Before the first user loads there is no top bar; the OTP screen's Sign Out sends it then.
        if (!menu) return act(() => session.send({ type: 'SIGN_OUT' }));
        await user.click(menu);
        await user.click(screen.getByRole('menuitem', { name: text.topBar.signOut }));
      },
    },
    states: {
      checking: (snapshot) => {
        if (snapshot.context.user) expect(screen.getByRole('button', { name: text.topBar.openUserMenu })).toBeInTheDocument();
        else if (router.state.location.pathname === '/explorer') {
          // A member page waits in the shell's skeleton: the frame, not yet its live parts.
          expect(screen.getByTestId('member-shell-skeleton')).toHaveTextContent(text.common.loading);
          expect(screen.queryByRole('button', { name: text.topBar.openUserMenu })).not.toBeInTheDocument();
        } else expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
      },
      signedIn: async (snapshot) => {
        expect(router.state.location.pathname).toBe('/explorer');
        await user.click(screen.getByRole('button', { name: text.topBar.openUserMenu }));
        const member = snapshot.context.user!;
        expect(screen.getByText(`${member.first_name} ${member.last_name}`)).toBeInTheDocument();
        expect(screen.getByText(`@${member.username}`)).toBeInTheDocument();
        await user.keyboard('{Escape}');
      },
      signedOut: (snapshot) => {
        onLoginScreen();
        expect(tokenStore.read().token).toBeNull();
        const because = (snapshot.context as { signedOutBecause: string | null }).signedOutBecause;
        if (because) expect(screen.getByText(because)).toBeInTheDocument();
      },
      signingOut: () => {
        onLoginScreen();
        expect(tokenStore.read().token).toBeNull();
      },
    },
  });
});
