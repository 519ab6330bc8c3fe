// The user search in the top bar: combobox, dropdown of matches, keyboard and mouse.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { SEARCH_DEBOUNCE_MS, type SearchContext } from '../../machines/search.machine.ts';
import type { MatchUser } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import { text } from '../../src/text/catalogue.ts';
import { findUserPath } from '../../src/pages/find-user/find-user-path.ts';
import { renderMemberShell, signedInSession } from '../helpers/member-shell.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser } from '../helpers/render-screen.tsx';
import { matches, searchModel } from '../models/search.model.ts';

const t = text.topBar;
const user = userEvent.setup({ delay: null });

const box = () => screen.getByRole('combobox', { name: t.searchLabel });
const listbox = () => screen.queryByRole('listbox', { name: text.search.resultsLabel });
const options = () => within(listbox()!).getAllByRole('option');
const location = () => screen.getByTestId('location').textContent;
const press = (key: string) => {
  fireEvent.keyDown(box(), { key });
};

let router: ReturnType<typeof renderMemberShell>;
const renderSearch = (runtime: Runtime) => {
  router = renderMemberShell(signedInSession(demoUser), runtime);
  return router;
};

function expectDropdown(snapshot: AnyMachineSnapshot) {
  const { keyword, results, highlighted } = snapshot.context as SearchContext;
  expect(box()).toHaveValue(keyword);
  const shown = snapshot.matches({ dropdown: 'open' }) && keyword.trim() !== '';
  expect(box()).toHaveAttribute('aria-expanded', String(shown));
  if (!shown) {
    expect(listbox()).not.toBeInTheDocument();
    return;
  }
  const names = [...results.map((match) => `${match.username}${match.first_name} ${match.last_name}`), t.showAll];
  expect(options().map((option) => option.textContent)).toEqual(names);
  const active = box().getAttribute('aria-activedescendant');
  if (highlighted === null) expect(active).toBeNull();
  else expect(options()[highlighted]).toHaveAttribute('id', active);
  options().forEach((option, index) => expect(option).toHaveAttribute('aria-selected', String(index === highlighted)));
}

function expectResults(results: string, snapshot: AnyMachineSnapshot) {
  const { keyword } = snapshot.context as SearchContext;
  if (!snapshot.matches({ dropdown: 'open' }) || keyword.trim() === '') return;
  const loading = screen.queryByRole('status');
  if (results === 'waiting' || results === 'searching') expect(loading).toHaveTextContent(t.loading);
  else expect(loading).not.toBeInTheDocument();
  const empty = results === 'found' && (snapshot.context as SearchContext).results.length === 0;
  expect(screen.queryByText(t.noResults) !== null).toBe(empty);
  expect(screen.queryByText(text.search.failed) !== null).toBe(results === 'failed');
}

const screenStates = Object.fromEntries(
  ['closed', 'open'].flatMap((dropdown) =>
    ['idle', 'waiting', 'searching', 'found', 'failed'].map((results) => [
      `dropdown.${dropdown},results.${results}`,
      (snapshot: AnyMachineSnapshot) => {
        expectDropdown(snapshot);
        expectResults(results, snapshot);
      },
    ]),
  ),
);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('user search', () => {
  testViewPaths({
    ...searchModel,
    machine: liveFlows.search,
    render: ({ machine, clock, inspect }) => renderSearch({ flows: { search: machine as typeof liveFlows.search }, clock, inspect }),
    userActions: {
      // Focus stays in the box after Esc or Enter; a click opens the dropdown again.
      OPEN: async () => {
        await user.click(box());
      },
      KEYWORD_CHANGED: async (event) => {
        fireEvent.change(box(), { target: { value: event.keyword } });
      },
      HIGHLIGHT_NEXT: async () => press('ArrowDown'),
      HIGHLIGHT_PREVIOUS: async () => press('ArrowUp'),
      // Enter goes where the highlighted row (or, with none, the last row) links to.
      CHOOSE: async () => {
        const active = box().getAttribute('aria-activedescendant');
        const target = (active ? document.getElementById(active) : options().at(-1))!.getAttribute('href');
        press('Enter');
        await act(async () => {});
        expect(location()).toBe(target);
      },
      CLOSE: async () => press('Escape'),
      // The results page is opened (from a link, the address bar or history).
      KEYWORD_SHOWN: async (event) => act(() => router.navigate(findUserPath(event.keyword))),
    },
    states: screenStates,
  });
});

describe('user search details', () => {
  const withAnswers = (findUsers: (keyword: string) => Promise<MatchUser[]>, clock?: SimulatedClock) =>
    renderSearch({
      clock,
      flows: {
        search: liveFlows.search.provide({
          actors: { findUsers: fromPromise(({ input }: { input: { keyword: string } }) => findUsers(input.keyword)) },
        }),
      },
    });

  it('waits for a pause in typing, then asks once for the last keyword', async () => {
    const clock = new SimulatedClock();
    const findUsers = vi.fn(async () => matches);
    withAnswers(findUsers, clock);
    await user.click(box());
    await user.keyboard('bu');
    act(() => clock.increment(SEARCH_DEBOUNCE_MS - 1));
    await user.keyboard('d');
    act(() => clock.increment(SEARCH_DEBOUNCE_MS - 1));
    expect(findUsers).not.toHaveBeenCalled();
    act(() => clock.increment(1));
    expect(findUsers).toHaveBeenCalledTimes(1);
    expect(findUsers).toHaveBeenCalledWith('bud');
    expect(await screen.findByRole('option', { name: /^ayu_b/ })).toBeInTheDocument();
    expect(options()).toHaveLength(matches.length + 1);
  });

  it('never shows the answer to a keyword typed before the current one', async () => {
    const clock = new SimulatedClock();
    const answers = new Map<string, (users: MatchUser[]) => void>();
    withAnswers((keyword) => new Promise((resolve) => answers.set(keyword, resolve)), clock);
    await user.click(box());
    await user.keyboard('bu');
    act(() => clock.increment(SEARCH_DEBOUNCE_MS));
    await user.keyboard('d');
    act(() => clock.increment(SEARCH_DEBOUNCE_MS));
    await act(async () => answers.get('bu')!([matches[1]]));
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    await act(async () => answers.get('bud')!([matches[0]]));
    expect(options().map((option) => option.textContent)).toEqual([`budiBudi Santoso`, t.showAll]);
  });

  it('opens a profile with a click and closes the dropdown', async () => {
    withAnswers(async () => matches);
    await user.click(box());
    await user.keyboard('bu');
    await user.click(await screen.findByRole('option', { name: /^ayu_b/ }));
    expect(location()).toBe('/profile/ayu_b');
    expect(listbox()).not.toBeInTheDocument();
  });

  it('closes on a click outside and on tabbing away', async () => {
    withAnswers(async () => matches);
    await user.click(box());
    await user.keyboard('bu');
    await screen.findByRole('option', { name: /^budi/ });
    await user.click(screen.getByTestId('location'));
    expect(listbox()).not.toBeInTheDocument();
    await user.click(box());
    expect(listbox()).toBeInTheDocument();
    await user.tab();
    expect(listbox()).not.toBeInTheDocument();
  });

  it('URL-encodes the keyword of the results page', async () => {
    withAnswers(async () => []);
    await user.click(box());
    await user.keyboard('a&b #1');
    expect(await screen.findByText(t.noResults)).toBeInTheDocument();
    expect(options().at(-1)).toHaveAttribute('href', '/find-user?keyword=a%26b+%231');
  });
});
