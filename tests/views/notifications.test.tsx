// The notification bell in the top bar and the bottom bar's sheet, on the real member frame.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { ServerNotifications } from '../../machines/notification-list.ts';
import type { OpenedPost } from '../../machines/opened-post.machine.ts';
import { boldCount, unreadCount, type NotificationsContext } from '../../machines/notifications.machine.ts';
import type { PersonalUser } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import type { SessionActor } from '../../src/app/session.tsx';
import { text } from '../../src/text/catalogue.ts';
import { formatTimeAgo } from '../../src/text/dates.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { navigated, renderMemberShell, setPageVisibility, signedInSession } from '../helpers/member-shell.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser } from '../helpers/render-screen.tsx';
import { DESKTOP_WIDTH, PHONE_WIDTH, showAtConfiguredWidth, showAtWidth } from '../helpers/screen-width.ts';
import { avatarSrcSet, expectStoredPhoto } from '../helpers/stored-pictures.ts';
import { initialServer, notificationsModel, storedItems } from '../models/notifications.model.ts';

const t = text.notifications;
const user = userEvent.setup({ delay: null });

const memberWith = (server: ServerNotifications): PersonalUser => ({
  ...demoUser,
  notification_list: server.notificationList,
  readed_notif: server.readedNotif,
});

const topBar = () => screen.getByRole('banner');
const bottomBar = () => screen.getByRole('navigation', { name: text.bottomBar.home });
const bellName = new RegExp(`^${text.topBar.notifications}`);
const bell = () => within(topBar()).getByRole('button', { name: bellName });
const dropdown = () => screen.queryByRole('region', { name: text.topBar.notifications });
const sheet = () => screen.queryByRole('dialog', { name: text.bottomBar.notifications });
const openList = () => dropdown() ?? sheet()!;

let session: SessionActor;
let serverUser: PersonalUser;
let stream: TestLiveStream;

function renderShell(runtime: Runtime, server: ServerNotifications = initialServer) {
  serverUser = memberWith(server);
  session = signedInSession(serverUser, () => serverUser);
  stream = new TestLiveStream();
  return renderMemberShell(session, { ...runtime, flows: { liveStream: stream.machine, ...runtime.flows } });
}

const bottomButton = () => within(bottomBar()).getByRole('button', { name: new RegExp(`^${text.bottomBar.notifications}`) });

/** The top bar's bell shows from the md breakpoint, the bottom bar below it: a member sees one. */
const bellShown = () => within(topBar()).queryByRole('button', { name: bellName }) !== null;

function expectBadge(unread: number) {
  const name = unread > 0 ? t.withUnread(unread) : text.topBar.notifications;
  const control = bellShown() ? bell() : bottomButton();
  expect(control).toHaveAccessibleName(name);
  if (unread > 0) expect(control).toHaveTextContent(String(unread));
  else expect(control.textContent).not.toMatch(/\d/);
}

function expectItems(container: HTMLElement, context: NotificationsContext) {
  if (context.items.length === 0) {
    expect(within(container).getByText(t.empty)).toBeInTheDocument();
    return;
  }
  const links = within(container).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(
    context.items.map((item) => `${item.sender_username} ${item.message}${formatTimeAgo(item.created_at)}`),
  );
  links.forEach((link, index) => expect(link.className.includes('font-semibold')).toBe(index < boldCount(context)));
}

function expectList(list: string, snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as NotificationsContext;
  expectBadge(unreadCount(context));
  if (list === 'closed') {
    expect(dropdown()).not.toBeInTheDocument();
    expect(sheet()).not.toBeInTheDocument();
    if (bellShown()) expect(bell()).toHaveAttribute('aria-expanded', 'false');
  } else if (list === 'dropdown') {
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expectItems(dropdown()!, context);
  } else {
    expectItems(sheet()!, context);
  }
}

function expectServer(server: string, list: string) {
  if (list === 'closed' || server !== 'watching.clearing') return;
  expect(within(openList()).getByRole('button', { name: new RegExp(`${t.clear}$`) })).toHaveAttribute('aria-busy', 'true');
}

const lists = ['closed', 'dropdown', 'sheet'];
const servers = [
  'watching.polling',
  'watching.listening',
  'watching.refreshing',
  'watching.markingRead',
  'watching.clearing',
  'paused',
];
const screenStates = Object.fromEntries(
  lists.flatMap((list) =>
    servers.map((server) => [
      `list.${list},server.${server}`,
      (snapshot: AnyMachineSnapshot) => {
        expectList(list, snapshot);
        expectServer(server, list);
      },
    ]),
  ),
);

// The bell's dropdown is the desktop's; the bottom bar's sheet is opened on a phone-wide page.
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setPageVisibility('visible');
  await showAtWidth(DESKTOP_WIDTH);
});

afterEach(() => vi.restoreAllMocks());
afterAll(showAtConfiguredWidth);

describe('notification bell and sheet', () => {
  testViewPaths({
    ...notificationsModel,
    machine: liveFlows.notifications,
    render: ({ machine, clock, inspect }) =>
      renderShell({ flows: { notifications: machine as typeof liveFlows.notifications }, clock, inspect }),
    userActions: {
      OPEN: async (event) => {
        await showAtWidth(event.view === 'dropdown' ? DESKTOP_WIDTH : PHONE_WIDTH);
        await user.click(event.view === 'dropdown' ? bell() : bottomButton());
      },
      CLOSE: async () => {
        if (sheet()) return user.click(within(sheet()!).getByRole('button', { name: text.common.close }));
        await user.keyboard('{Escape}');
      },
      CLEAR: async () => user.click(within(openList()).getByRole('button', { name: t.clear })),
      HIDDEN: async () => act(() => setPageVisibility('hidden')),
      VISIBLE: async () => act(() => setPageVisibility('visible')),
      // A navigation: the session fetches the current user again, who now has the later list.
      SYNCED: async (event) => {
        serverUser = memberWith(event as unknown as ServerNotifications);
        await act(async () => navigated(session));
      },
      STREAM_UP: async () => stream.open(),
      STREAM_DOWN: async () => stream.drop(),
      STALE: async () => stream.push('notification', { notification_id: 9, post_id: 7 }),
    },
    states: screenStates,
  });
});

describe('notification items', () => {
  const live = (overrides: Partial<typeof liveFlows.notifications.implementations.actors> = {}) => ({
    flows: {
      notifications: liveFlows.notifications.provide({
        actors: {
          markRead: fromPromise(async () => {}),
          clearNotifications: fromPromise(async () => {}),
          fetchNotifications: fromPromise(async () => initialServer),
          ...overrides,
        },
      }),
      // The opened post's own tests are in opened-post.test.tsx; here it stays loading.
      openedPost: liveFlows.openedPost.provide({
        actors: { fetchPost: fromPromise<OpenedPost, { uuid: string }>(() => new Promise(() => {})) },
      }),
    },
  });

  it('shows the sender photo, the text and the picture of the content, newest first', async () => {
    renderShell(live());
    await user.click(bell());
    const items = within(dropdown()!).getAllByRole('listitem');
    expect(items).toHaveLength(storedItems.length);
    const sender = within(items[1]).getByRole('img', { name: t.senderAvatarAlt });
    expect(sender).toHaveAttribute('src', storedItems[1].sender_foto_profile);
    expect(sender).toHaveAttribute('srcset', avatarSrcSet(storedItems[1].sender_foto_profile!));
    expect(sender).toHaveAttribute('sizes', '36px');
    const content = within(items[1]).getByRole('img', { name: t.contentAlt });
    expectStoredPhoto(content, storedItems[1].accepter_content!);
    expect(content).toHaveAttribute('sizes', '40px');
    expect(within(items[2]).getByRole('img', { name: text.common.defaultAvatarAlt })).toBeInTheDocument();
    expect(within(items[2]).queryByRole('img', { name: t.contentAlt })).not.toBeInTheDocument();
  });

  it('reports every item as read when the list opens', async () => {
    const markRead = vi.fn(async (_input: { readedNotif: number }) => {});
    renderShell(live({ markRead: fromPromise(({ input }: { input: { readedNotif: number } }) => markRead(input)) }));
    await user.click(bell());
    expect(markRead).toHaveBeenCalledWith({ readedNotif: storedItems.length });
    expectBadge(0);
  });

  it.each([
    { kind: 'a post that was deleted', index: 0, path: '/profile/budi?post=' },
    { kind: 'an album', index: 1, path: '/profile/budi?post=album0000000000041' },
    { kind: 'a thread', index: 2, path: '/profile/budi/threads?post=thread000000000007' },
  ])('opens the post over the member’s own page for $kind and closes the list', async ({ index, path }) => {
    renderShell(live());
    await user.click(bell());
    await user.click(within(dropdown()!).getAllByRole('link')[index]);
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(dropdown()).not.toBeInTheDocument();
  });

  it('leads where the item points, whatever its message says', async () => {
    const thread = { ...storedItems[0], message: 'menyukai foto album di thread anda' };
    const album = { ...storedItems[1], message: 'menandai anda di sebuah foto' };
    renderShell(live(), { notificationList: JSON.stringify([thread, album]), readedNotif: 0 });
    await user.click(bell());
    expect(within(dropdown()!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/profile/budi?post=album0000000000041',
      '/profile/budi/threads?post=thread000000000007',
    ]);
  });

  it('says so when clearing fails and keeps the list', async () => {
    renderShell(live({ clearNotifications: fromPromise(() => Promise.reject({ status: 500, body: null })) }));
    await user.click(bell());
    await user.click(within(dropdown()!).getByRole('button', { name: t.clear }));
    expect(await screen.findByText(t.clearFailed)).toBeInTheDocument();
    expect(within(dropdown()!).getAllByRole('link')).toHaveLength(storedItems.length);
  });

  it('closes on a click outside and gives focus back to the bell after Esc', async () => {
    renderShell(live());
    await user.click(bell());
    await user.click(screen.getByTestId('location'));
    expect(dropdown()).not.toBeInTheDocument();
    await user.click(bell());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(dropdown()).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it.each([
    ['broken JSON', '[{"sender_username":'],
    ['a text that is not a list', '"hello"'],
  ])('keeps the top bar working with %s', async (_name, notificationList) => {
    renderShell(live(), { notificationList, readedNotif: 2 });
    expectBadge(0);
    await user.click(bell());
    expect(within(dropdown()!).getByText(t.empty)).toBeInTheDocument();
  });
});
