// Who is online: the explorer's right panel and the bottom bar's 'User Login' modal.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { FIRST_RETRY_MS, type PresenceContext } from '../../machines/presence.machine.ts';
import type { PublicUser } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { OnlineUsersPanel } from '../../src/features/OnlineUsersPanel.tsx';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { renderMemberShell, setPageVisibility, signedInSession } from '../helpers/member-shell.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { avatarSrcSet } from '../helpers/stored-pictures.ts';
import { onlineUsers, presenceModel } from '../models/presence.model.ts';

const t = text.presence;
const user = userEvent.setup({ delay: null });

const panel = () => screen.getByRole('region', { name: t.heading });

function expectList(snapshot: AnyMachineSnapshot) {
  const { users } = snapshot.context as PresenceContext;
  if (users === null) {
    expect(within(panel()).getByRole('status')).toHaveTextContent(text.common.loading);
    return;
  }
  if (users.length === 0) {
    expect(within(panel()).getByText(t.empty)).toBeInTheDocument();
    return;
  }
  const links = within(panel()).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(users.map((online) => `${online.first_name} ${online.last_name}`));
  expect(links.map((link) => link.getAttribute('href'))).toEqual(users.map((online) => `/profile/${online.username}`));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setPageVisibility('visible');
});

describe('online users panel', () => {
  let stream: TestLiveStream;

  testViewPaths({
    ...presenceModel,
    machine: liveFlows.presence,
    render: ({ machine, clock, inspect }) => {
      stream = new TestLiveStream();
      const withStream = stream.provider(clock);
      renderScreen(withStream(<OnlineUsersPanel />), {
        runtime: { flows: { presence: machine as typeof liveFlows.presence }, clock, inspect },
        path: '/explorer',
      });
    },
    userActions: {
      HIDDEN: async () => act(() => setPageVisibility('hidden')),
      VISIBLE: async () => act(() => setPageVisibility('visible')),
      STREAM_UP: async () => stream.open(),
      STREAM_DOWN: async () => stream.drop(),
      STALE: async () => stream.push('presence', { online: [4], offline: [] }),
    },
    states: { fetching: expectList, polling: expectList, listening: expectList, retrying: expectList, paused: expectList },
  });
});

describe('online users', () => {
  const answering = (users: PublicUser[]) => ({
    flows: { presence: liveFlows.presence.provide({ actors: { fetchOnlineUsers: fromPromise(async () => users) } }) },
  });

  it('shows each member with photo and green dot', async () => {
    renderScreen(new TestLiveStream().provider()(<OnlineUsersPanel />), { runtime: answering(onlineUsers), path: '/explorer' });
    const items = await within(panel()).findAllByRole('listitem');
    expect(within(items[0]).getByRole('img', { name: text.common.defaultAvatarAlt })).toBeInTheDocument();
    const photo = within(items[1]).getByRole('img', { name: text.common.avatarAlt('ayu') });
    expect(photo).toHaveAttribute('srcset', avatarSrcSet(onlineUsers[1].foto_profile!));
    expect(photo).toHaveAttribute('sizes', '40px');
    expect(items[1]).toHaveTextContent(`@ayu (${t.online})`);
  });

  it('opens from the bottom bar in a modal that closes when a member is chosen', async () => {
    renderMemberShell(signedInSession(demoUser), answering(onlineUsers));
    const bottomBar = screen.getByRole('navigation', { name: text.bottomBar.home });
    await user.click(within(bottomBar).getByRole('button', { name: text.bottomBar.onlineUsers }));
    const modal = screen.getByRole('dialog', { name: text.bottomBar.onlineModalTitle });
    await user.click(await within(modal).findByRole('link', { name: 'Ayu Lestari' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/ayu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fills the list after a first load whose request was aborted, while the live stream is open', async () => {
    const clock = new SimulatedClock();
    const stream = new TestLiveStream();
    let calls = 0;
    // What the HTTP client makes of a request aborted under it: a failure without an answer.
    const abortedThenAnswered = fromPromise<PublicUser[]>(async () => {
      calls += 1;
      if (calls === 1) throw { status: 0, body: null };
      return onlineUsers;
    });
    renderScreen(stream.provider(clock)(<OnlineUsersPanel />), {
      runtime: { flows: { presence: liveFlows.presence.provide({ actors: { fetchOnlineUsers: abortedThenAnswered } }) }, clock },
      path: '/explorer',
    });
    await stream.open();
    expect(await within(panel()).findByText(t.empty)).toBeInTheDocument();

    act(() => clock.increment(FIRST_RETRY_MS));
    const links = await within(panel()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Budi Santoso', 'Ayu Lestari']);
    expect(calls).toBe(2);
  });

  it('says nobody is online in the modal wording', async () => {
    renderMemberShell(signedInSession(demoUser), answering([]));
    const bottomBar = screen.getByRole('navigation', { name: text.bottomBar.home });
    await user.click(within(bottomBar).getByRole('button', { name: text.bottomBar.onlineUsers }));
    expect(await screen.findByText(text.bottomBar.noOnlineUsers)).toBeInTheDocument();
  });
});
