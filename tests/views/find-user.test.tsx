// The search results page (/find-user?keyword=…).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { FindUserContext } from '../../machines/find-user.machine.ts';
import type { MatchUser } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { ROUTE_PATHS } from '../../src/app/route-names.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import FindUserPage from '../../src/pages/find-user/FindUserPage.tsx';
import { findUserPath } from '../../src/pages/find-user/find-user-path.ts';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { renderMemberShell, signedInSession } from '../helpers/member-shell.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser } from '../helpers/render-screen.tsx';
import { allMatches, findUserModel } from '../models/find-user.model.ts';

const t = text.findUser;
const user = userEvent.setup({ delay: null });

const pathFor = (value: string) => (value === '' ? ROUTE_PATHS['find.user'] : findUserPath(value));

let router: ReturnType<typeof renderMemberShell>;
let stream: TestLiveStream;

/** The top bar's search box, which searches for the page's keyword too. */
const searchBox = () => screen.getByRole('combobox', { name: text.topBar.searchLabel });
const answeringSearch = () =>
  liveFlows.search.provide({ actors: { findUsers: fromPromise<MatchUser[], { keyword: string }>(async () => allMatches) } });

function renderResults(path: string, runtime: Runtime) {
  stream = new TestLiveStream();
  runtime = { ...runtime, flows: { search: answeringSearch(), liveStream: stream.machine, ...runtime.flows } };
  router = renderMemberShell(signedInSession(demoUser), runtime, path, [
    { path: ROUTE_PATHS['find.user'], element: <FindUserPage /> },
  ]);
}

const heading = (snapshot: AnyMachineSnapshot) =>
  screen.getByRole('heading', { level: 1, name: t.heading((snapshot.context as FindUserContext).keyword) });

describe('search results page', () => {
  testViewPaths({
    ...findUserModel,
    machine: liveFlows.findUser,
    render: ({ machine, input, clock, inspect }) =>
      renderResults(pathFor((input as { keyword: string }).keyword), {
        flows: { findUser: machine as typeof liveFlows.findUser },
        clock,
        inspect,
      }),
    userActions: {
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
      KEYWORD_CHANGED: async (event) => act(() => router.navigate(pathFor(event.keyword))),
      // A block between the member and one of the results: the server tells the tab.
      REFRESH: async () => stream.push('visibility_changed', { username: 'ayu_b', user_id: 4, hidden: true }),
    },
    states: {
      loading: (snapshot) => {
        expect(heading(snapshot)).toBeInTheDocument();
        expect(searchBox()).toHaveValue((snapshot.context as FindUserContext).keyword);
        expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
      },
      found: (snapshot) => {
        const { users } = snapshot.context as FindUserContext;
        expect(heading(snapshot)).toBeInTheDocument();
        if (users.length === 0) {
          expect(screen.getByText(t.empty)).toBeInTheDocument();
          return;
        }
        const items = within(screen.getByRole('main')).getAllByRole('listitem');
        items.forEach((item, index) => {
          const match = users[index];
          expect(within(item).getByRole('link', { name: match.username })).toHaveAttribute('href', `/profile/${match.username}`);
          expect(item).toHaveTextContent(`${match.first_name} ${match.last_name}`);
          expect(within(item).getByRole('img')).toBeInTheDocument();
        });
      },
      failed: (snapshot) => {
        expect(heading(snapshot)).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
        expect(screen.getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
      noKeyword: () => {
        // Nothing failed: the page says what to do instead.
        expect(screen.getByRole('heading', { level: 1, name: 'Cari pengguna' })).toBeInTheDocument();
        expect(screen.getByText('Ketik nama atau username di kotak pencarian di atas untuk mencari.')).toBeInTheDocument();
        expect(screen.queryByText(text.failure.title)).not.toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: text.failure.retry })).not.toBeInTheDocument();
      },
    },
  });
});

describe('search results address', () => {
  it('puts its keyword in the top bar’s search box, closed, and empties it without one', async () => {
    const findUser = liveFlows.findUser.provide({ actors: { findAllUsers: fromPromise(async () => allMatches) } });
    renderResults(findUserPath('bu di'), { flows: { findUser } });
    expect(await screen.findByRole('heading', { name: t.heading('bu di') })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('bu di');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');

    await act(() => router.navigate(findUserPath('ayu')));
    expect(searchBox()).toHaveValue('ayu');
    await act(() => router.navigate(ROUTE_PATHS['find.user']));
    expect(searchBox()).toHaveValue('');
  });

  it('reads an encoded keyword and asks for every match', async () => {
    const asked: string[] = [];
    renderResults(findUserPath('a&b #1'), {
      flows: {
        findUser: liveFlows.findUser.provide({
          actors: {
            findAllUsers: fromPromise(async ({ input }: { input: { keyword: string } }) => {
              asked.push(input.keyword);
              return allMatches;
            }),
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: t.heading('a&b #1') })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ayu_b' })).toBeInTheDocument();
    expect(asked).toEqual(['a&b #1']);
  });
});
