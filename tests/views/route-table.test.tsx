// The route table seen through the app: each route's page title, who the gate lets in by the
// table's access, and member pages waiting in the shell's skeleton (not the live shell) while the
// session is checked.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { PersonalUser } from '../../contract/wire.ts';
import { guardRoute } from '../../src/app/route-guard.ts';
import { pageTitleOf, pathTo, routeAt } from '../../src/app/route-names.ts';
import { ROUTE_NAMES, ROUTES } from '../../src/app/route-table.ts';
import { routes } from '../../src/app/router.tsx';
import { RuntimeProvider, type Runtime } from '../../src/app/runtime.tsx';
import { SessionProvider } from '../../src/app/session.tsx';
import { tokenStore } from '../../src/api/token-store.ts';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { demoUser } from '../helpers/render-screen.tsx';

const SAMPLE_PARAMS = { token: 'abc123', email: 'a@b.id', status: 'success', username: 'budi', slug: 'Xy12' };

const member = { hasToken: true, verified: true, status: 'ready' } as const;
const guest = { hasToken: false, verified: false, status: 'ready' } as const;

describe('the route table', () => {
  it.each(ROUTE_NAMES)('%s is titled by its entry', (name) => {
    expect(pageTitleOf(routeAt(pathTo(name, SAMPLE_PARAMS)))).toBe(ROUTES[name].title);
  });

  it('frames exactly the member routes in the member shell', () => {
    const framed = ROUTE_NAMES.filter((name) => ROUTES[name].memberShell);
    expect(framed).toEqual(ROUTE_NAMES.filter((name) => ['member', 'moderator'].includes(ROUTES[name].access)));
  });

  it.each(ROUTE_NAMES)('%s lets in whom its access names', (name) => {
    const { access } = ROUTES[name];
    const forGuest = guardRoute(name, guest, null).kind;
    const forMember = guardRoute(name, member, null).kind;
    const forModerator = guardRoute(name, { ...member, moderates: true }, null).kind;
    const membersOnly = access === 'member' || access === 'moderator';
    expect({ forGuest, forMember, forModerator }).toEqual({
      forGuest: membersOnly || access === 'unverified' ? 'redirect' : 'allow',
      forMember: access === 'guest' || access === 'unverified' ? 'redirect' : access === 'moderator' ? 'not-found' : 'allow',
      forModerator: access === 'guest' || access === 'unverified' ? 'redirect' : 'allow',
    });
  });
});

/** A stored session whose current user arrives when the test says so. */
function slowSession() {
  let answer: (user: PersonalUser) => void = () => {};
  const logic = liveFlows.session.provide({
    actors: {
      fetchCurrentUser: fromPromise(() => new Promise<PersonalUser>((resolve) => (answer = resolve))),
      logout: fromPromise(async () => {}),
    },
  });
  tokenStore.write({ token: 'test-token', verified: true, email: null });
  const session = createActor(logic, { input: { token: 'test-token', verified: true } }).start();
  return { session, answer: (user: PersonalUser) => answer(user) };
}

describe('a member page while the session is checked', () => {
  it('shows the shell and a page outline at once, and starts the live shell only for a valid session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let streamsOpened = 0;
    const runtime: Runtime = {
      flows: {
        presence: answeringPresence(),
        liveStream: liveFlows.liveStream.provide({
          actors: {
            connection: fromCallback(() => {
              streamsOpened += 1;
              return () => {};
            }),
          },
        }),
      },
    };
    const { session, answer } = slowSession();
    const router = createMemoryRouter(routes, { initialEntries: ['/account'] });
    render(
      <SessionProvider actor={session}>
        <RuntimeProvider runtime={runtime}>
          <RouterProvider router={router} />
        </RuntimeProvider>
      </SessionProvider>,
    );

    const skeleton = screen.getByTestId('member-shell-skeleton');
    expect(skeleton).toHaveTextContent(text.common.loading);
    expect(screen.getByRole('img', { name: text.landing.logoAlt })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.topBar.openUserMenu })).not.toBeInTheDocument();
    expect(document.title).toBe(text.pageTitle(text.pages.account));
    expect(streamsOpened).toBe(0);

    await act(async () => answer(demoUser));

    expect(await screen.findByRole('button', { name: text.topBar.openUserMenu })).toBeInTheDocument();
    expect(screen.queryByTestId('member-shell-skeleton')).not.toBeInTheDocument();
    await waitFor(() => expect(streamsOpened).toBe(1));
    localStorage.clear();
  });
});
