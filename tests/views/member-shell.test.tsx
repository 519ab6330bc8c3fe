// The member frame as a member sees it (top bar with the bell, the emergency banner, a post's
// menu, the search results, who is online), its live part (machines/member-shell.machine.ts)
// driven through the model's paths: the server's events through a live stream the test pushes,
// the session, the page and the network as the browser reports them, lists of who is online and
// screens coming and going as the member opens and leaves them, a mute or block from the menu.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, vi } from 'vitest';
import {
  fromPromise,
  type ActorRefLike,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type InspectionEvent,
  type SimulatedClock,
} from 'xstate';
import { Outlet } from 'react-router-dom';
import type { EmergencyBroadcast, MatchUser, PersonalUser } from '../../contract/wire.ts';
import type { MemberShellContext, ShellChild } from '../../machines/member-shell.machine.ts';
import type { MuteDays } from '../../machines/member-safety.machine.ts';
import type { SessionActor } from '../../src/app/session.tsx';
import { OnlineUsersPanel } from '../../src/features/OnlineUsersPanel.tsx';
import { MemberSafetyMenu } from '../../src/features/safety/MemberSafetyMenu.tsx';
import FindUserPage from '../../src/pages/find-user/FindUserPage.tsx';
import { findUserPath } from '../../src/pages/find-user/find-user-path.ts';
import { text } from '../../src/text/catalogue.ts';
import type { ExpectedAction, SpecExpectation } from '../helpers/model/expectation-types.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { navigated, renderMemberShell, setPageVisibility, signedInSession } from '../helpers/member-shell.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { demoUser } from '../helpers/render-screen.tsx';
import { DESKTOP_WIDTH, PHONE_WIDTH, showAtConfiguredWidth, showAtWidth } from '../helpers/screen-width.ts';
import { memberShellModel, otherToken, pushed } from '../models/member-shell.model.ts';
import { onlineUsers } from '../models/presence.model.ts';

const user = userEvent.setup({ delay: null });
const t = text.safety;

/** Where the member starts: nothing of its own below ayu's post, which every page here shows. */
const START = '/explorer';
/** The explorer's right panel of who is online, on a page of its own so it comes and goes alone. */
const PANEL = '/online';
/** The search results, whose actor links to the shell. */
const RESULTS = findUserPath('ayu');

const matches: MatchUser[] = [{ first_name: 'Ayu', last_name: 'Lestari', username: 'ayu', foto_profile: null, bio: null }];

/** The call the server keeps for the pushed emergency (the banner asks for it). */
const emergencyCall: EmergencyBroadcast = {
  id: 11,
  sender_id: pushed.emergency.sender_id,
  sender_first_name: pushed.emergency.sender_first_name,
  message: pushed.emergency.message,
  place: pushed.emergency.place,
  map: 'https://maps.example/km57',
  created_at: new Date().toISOString(),
};

interface Relayed {
  source: ActorRefLike | undefined;
  target: ActorRefLike;
  type: string;
}

const machineOf = (actor: ActorRefLike | undefined) => (actor?.getSnapshot() as { machine?: { id: string } } | undefined)?.machine?.id;

let session: SessionActor;
let serverUser: PersonalUser;
let stream: TestLiveStream;
let router: ReturnType<typeof renderMemberShell>;
/** The frame's shell, as the inspector first reports it. */
let shell: AnyActorRef | null = null;
/** What the shell's actor system relayed during the step under way. */
let relayed: Relayed[] = [];
/** The last emergency call the server answers with. */
let latestCall: EmergencyBroadcast | null = null;
/** Which lists of who is online show: the bottom bar's modal (on a phone), then the explorer's panel. */
let lists = { modal: false, panel: false };

/** A post of ayu's with its "…" menu above the page: the menu's actor links to the shell too. */
function WithAyusPost() {
  return (
    <>
      <article aria-label="Post ayu" className="mb-4 flex items-center justify-between rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900">
        <p className="font-semibold">Ayu Lestari</p>
        <MemberSafetyMenu target={{ kind: 'post', id: '12' }} author="ayu" />
      </article>
      <Outlet />
    </>
  );
}

const pages = [
  {
    element: <WithAyusPost />,
    children: [
      { path: START, element: null },
      { path: PANEL, element: <OnlineUsersPanel /> },
      { path: '/find-user', element: <FindUserPage /> },
    ],
  },
];

function renderFrame(clock: SimulatedClock, inspect: (event: InspectionEvent) => void) {
  serverUser = demoUser;
  session = signedInSession(demoUser, () => serverUser);
  stream = new TestLiveStream();
  const watch = (event: InspectionEvent) => {
    inspect(event);
    if (event.type === '@xstate.snapshot' && !shell && (event.snapshot as { machine?: { id: string } }).machine?.id === 'memberShell') {
      shell = event.actorRef as AnyActorRef;
    }
    if (event.type === '@xstate.event') relayed.push({ source: event.sourceRef, target: event.actorRef, type: event.event.type });
  };
  const flows = {
    liveStream: stream.machine,
    presence: answeringPresence(onlineUsers),
    notifications: liveFlows.notifications.provide({
      actors: {
        fetchNotifications: fromPromise(async () => ({ notificationList: serverUser.notification_list, readedNotif: serverUser.readed_notif })),
      },
    }),
    emergencyNotice: liveFlows.emergencyNotice.provide({
      actors: { fetchLatest: fromPromise(async (): Promise<EmergencyBroadcast | null> => latestCall) },
    }),
    findUser: liveFlows.findUser.provide({
      actors: { findAllUsers: fromPromise<MatchUser[], { keyword: string }>(async () => matches) },
    }),
    search: liveFlows.search.provide({
      actors: { findUsers: fromPromise<MatchUser[], { keyword: string }>(async () => matches) },
    }),
    memberSafety: liveFlows.memberSafety.provide({
      actors: {
        muteUser: fromPromise<void, { username: string; days: MuteDays }>(async () => {}),
        blockUser: fromPromise<void, { username: string }>(async () => {}),
      },
    }),
  };
  router = renderMemberShell(session, { flows, clock, inspect: watch }, START, pages);
}

function setNetwork(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const menu = () => screen.getByRole('button', { name: t.menu('ayu') });
const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
const onlineModal = () => screen.queryByRole('dialog', { name: text.bottomBar.onlineModalTitle });
const onlinePanel = () => screen.queryByRole('region', { name: text.presence.heading });
const bellName = new RegExp(`^${text.topBar.notifications}`);

/** The member mutes or blocks ayu from the post's menu; the menu's link tells the shell. */
async function changeSafety(change: string) {
  await user.click(menu());
  if (change === 'muted') {
    await user.click(screen.getByRole('menuitem', { name: t.mute }));
    await user.click(within(dialogNamed(t.muteTitle('ayu'))).getByRole('button', { name: t.muteFor[7] }));
  } else {
    await user.click(screen.getByRole('menuitem', { name: t.block }));
    await user.click(within(dialogNamed(t.confirmBlock('ayu'))).getByRole('button', { name: t.block }));
  }
}

/** The server pushes the model's event through the open (or opening) stream. */
function push(event: AnyEventObject) {
  const { type, ...data } = event;
  if (type === pushed.emergency.type) latestCall = emergencyCall;
  stream.push(type, data);
}

const performs: Record<string, (event: AnyEventObject) => Promise<void>> = {
  ...Object.fromEntries(Object.values(pushed).map(({ type }) => [type, async (event: AnyEventObject) => push(event)])),
  'STREAM.UP': async () => stream.open(),
  'STREAM.DOWN': async () => stream.drop(),
  // A navigation: the session fetches the current user again, who now has read two notifications.
  'SESSION.USER': async (event) => {
    serverUser = { ...demoUser, notification_list: event.notificationList, readed_notif: event.readedNotif };
    await act(async () => navigated(session));
  },
  'SESSION.TOKEN': async (event) => {
    if (event.token === otherToken) {
      // Another member signed in in another tab: the browser tells this one what it stored.
      await act(async () => session.send({ type: 'STORAGE_CHANGED', stored: { token: otherToken, verified: true, email: null } }));
    } else {
      await act(async () => session.send({ type: 'SIGN_OUT' }));
    }
  },
  HIDDEN: async () => act(() => setPageVisibility('hidden')),
  VISIBLE: async () => act(() => setPageVisibility('visible')),
  OFFLINE: async () => act(() => setNetwork(false)),
  ONLINE: async () => act(() => setNetwork(true)),
  'SAFETY.CHANGED': async (event) => changeSafety(event.change),
  'SCREEN.LINKED': async () => act(() => router.navigate(RESULTS)),
  'SCREEN.UNLINKED': async () => act(() => router.navigate(START)),
  // The first list is the bottom bar's modal, on a phone; the second the explorer's panel.
  'PRESENCE.SHOWN': async () => {
    if (!lists.modal) {
      await showAtWidth(PHONE_WIDTH);
      const bottomBar = screen.getByRole('navigation', { name: text.bottomBar.home });
      await user.click(within(bottomBar).getByRole('button', { name: text.bottomBar.onlineUsers }));
      lists = { ...lists, modal: true };
    } else {
      await act(() => router.navigate(PANEL));
      lists = { ...lists, panel: true };
    }
  },
  'PRESENCE.GONE': async () => {
    if (lists.panel) {
      await act(() => router.navigate(-1));
      lists = { ...lists, panel: false };
    } else {
      await user.click(within(onlineModal()!).getByRole('button', { name: text.common.close }));
      await showAtWidth(DESKTOP_WIDTH);
      lists = { ...lists, modal: false };
    }
  },
};

// What the shell tells its children and the screens (`deliver`, `tellScreens`) runs as `sendTo`
// in the frame, which the inspector reports as no action of the shell's: each step checks
// instead that it arrived, from the shell, where the model's expectation says it goes.
const routing = new Set(['deliver', 'tellScreens']);
const routed = (action: string | ExpectedAction): action is ExpectedAction => typeof action !== 'string' && routing.has(action.type);

/** The screens of this frame with a transition for each piece of news, while they show. */
function screensTaking(news: string): string[] {
  if (news === 'EMERGENCY_ANNOUNCED') return ['emergencyNotice'];
  if (news === 'REFRESH' && router.state.location.pathname === '/find-user') return ['findUser'];
  return [];
}

function reaches(expectation: SpecExpectation, event: AnyEventObject): boolean {
  const { event: type, with: fields = {} } = expectation.when;
  return type === event.type && Object.entries(fields).every(([key, value]) => event[key] === value);
}

async function expectRouted(event: AnyEventObject) {
  const running = shell!.getSnapshot().children as Partial<Record<ShellChild, AnyActorRef>>;
  const actions = memberShellModel.expectations.filter((expectation) => reaches(expectation, event)).flatMap((e) => (e.actions ?? []).filter(routed));
  for (const { type, params } of actions) {
    if (type === 'deliver') {
      const { to, event: sent } = params as { to: ShellChild[]; event: AnyEventObject };
      for (const id of to) {
        const child = running[id];
        if (!child) continue;
        await waitFor(() =>
          expect(
            relayed.filter(({ source, target }) => source === shell && target === child).map(({ type }) => type),
            `${sent.type} from the shell to ${id}`,
          ).toContain(sent.type),
        );
      }
    } else {
      const news = (params as AnyEventObject).type;
      const takers = screensTaking(news);
      await waitFor(() =>
        expect(
          relayed.filter(({ source, type }) => source === shell && type === news).map(({ target }) => machineOf(target)),
          `${news} to the screens`,
        ).toEqual(takers),
      );
    }
  }
}

const userActions = Object.fromEntries(
  Object.entries(performs).map(([type, perform]) => [
    type,
    async (event: AnyEventObject) => {
      relayed = [];
      await perform(event);
      await expectRouted(event);
    },
  ]),
);

/**
 * The frame: the bell (top bar on a desktop, bottom bar on a phone) and the post's menu, which
 * shows only while the session knows who the viewer is (signed out, or another member's session
 * still loading, there is none).
 */
function expectFrame() {
  const topBar = screen.getByRole('banner');
  const bell =
    within(topBar).queryByRole('button', { name: bellName }) ??
    within(screen.getByRole('navigation', { name: text.bottomBar.home })).getByRole('button', { name: bellName });
  expect(bell).toBeVisible();
  if (session.getSnapshot().context.user) expect(menu()).toBeVisible();
  else expect(screen.queryByRole('button', { name: t.menu('ayu') })).not.toBeInTheDocument();
}

function expectOnlineList(container: HTMLElement | null) {
  expect(container).not.toBeNull();
  const links = within(container!).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(onlineUsers.map((online) => `${online.first_name} ${online.last_name}`));
}

const states = {
  presenceUnseen: () => {
    expectFrame();
    expect(onlineModal()).not.toBeInTheDocument();
    expect(onlinePanel()).not.toBeInTheDocument();
  },
  presenceShown: (snapshot: AnyMachineSnapshot) => {
    expectFrame();
    const { presenceViewers } = snapshot.context as MemberShellContext;
    expectOnlineList(onlineModal());
    if (presenceViewers === 2) expectOnlineList(onlinePanel());
    else expect(onlinePanel()).not.toBeInTheDocument();
  },
};

/** The model's expectations without the routing checked above, and with what the member sees. */
const onScreen: Record<string, SpecExpectation['text']> = {
  emergency: { in: 'alert', says: [text.live.emergencyFrom('Sari'), pushed.emergency.message] },
  revoked: { in: 'toast', says: text.live.sessionEnded },
};

const expectations = memberShellModel.expectations.flatMap((expectation): SpecExpectation[] => {
  const actions = (expectation.actions ?? []).filter((action) => !routed(action));
  const says = onScreen[expectation.when.event ?? ''];
  if (actions.length === 0 && !says) return [];
  return [{ ...expectation, actions, ...(says && { text: says }) }];
});

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setPageVisibility('visible');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  shell = null;
  relayed = [];
  latestCall = null;
  lists = { modal: false, panel: false };
  await showAtWidth(DESKTOP_WIDTH);
});

afterEach(() => vi.restoreAllMocks());
afterAll(showAtConfiguredWidth);

describe('member shell in the member frame', () => {
  testViewPaths({
    ...memberShellModel,
    expectations,
    render: ({ clock, inspect }) => renderFrame(clock, inspect),
    userActions,
    states,
  });
});
