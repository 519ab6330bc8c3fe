// While a stored session is being checked, the route gate already fetches the code of the
// screen asked for, so that it arrives with the check rather than after it.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PersonalUser } from '../../contract/wire.ts';
import { RouteGate } from '../../src/app/RouteGate.tsx';
import { ROUTES } from '../../src/app/route-table.ts';
import { SessionProvider } from '../../src/app/session.tsx';
import { liveFlows } from '../helpers/live-flows.ts';

// The server has not answered yet: the session stays in its first check.
const stillChecking = liveFlows.session.provide({
  actors: { fetchCurrentUser: fromPromise<PersonalUser>(() => new Promise(() => {})) },
});

afterEach(() => vi.restoreAllMocks());

function openWithStoredSession(path: string) {
  const session = createActor(stillChecking, { input: { token: 'stored-token', verified: true } }).start();
  const router = createMemoryRouter([{ element: <RouteGate />, path: '*' }], { initialEntries: [path] });
  render(
    <SessionProvider actor={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return session;
}

it('fetches a member screen while the stored session is checked, in the shell skeleton', async () => {
  const explorerCode = vi.spyOn(ROUTES.explorer, 'screen');
  const accountCode = vi.spyOn(ROUTES.account, 'screen');
  const session = openWithStoredSession(ROUTES.explorer.path);
  expect(await screen.findByTestId('member-shell-skeleton')).toBeInTheDocument();
  expect(explorerCode).toHaveBeenCalled();
  expect(accountCode).not.toHaveBeenCalled();
  expect(session.getSnapshot().matches('checking')).toBe(true);
  session.stop();
});
