// The member shell's live stream, on the real frame: what it says of its link (reconnecting,
// offline), the session it follows (signing out closes it, another member's sign-in starts
// afresh), the page's visibility and the network, the end of the session told by the server,
// and the emergency calls it shows to everyone online.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { EmergencyBroadcast } from '../../contract/wire.ts';
import type { LiveStreamContext, LiveStreamEvent } from '../../machines/live-stream.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { SessionActor } from '../../src/app/session.tsx';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { renderMemberShell, setPageVisibility, signedInSession } from '../helpers/member-shell.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { valueName } from '../helpers/model/graph.ts';
import { demoUser } from '../helpers/render-screen.tsx';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { DESKTOP_WIDTH, showAtConfiguredWidth, showAtWidth } from '../helpers/screen-width.ts';
import { liveStreamModel, memberToken, otherToken } from '../models/live-stream.model.ts';

const t = text.live;
const user = userEvent.setup({ delay: null });

let session: SessionActor;
let connection: ((event: LiveStreamEvent) => void) | null = null;

function setNetwork(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A session as the shell finds it: signed in, or signed out (no token) with a member about to sign in. */
function sessionWith(token: string | null): SessionActor {
  if (token !== null) return signedInSession(demoUser);
  const logic = liveFlows.session.provide({
    actors: { fetchCurrentUser: fromPromise(async () => demoUser), logout: fromPromise(async () => {}) },
  });
  return createActor(logic, { input: { token: null, verified: false } }).start();
}

const linkTrouble = () => screen.queryByText(t.offline) ?? screen.queryByText(t.reconnecting);

function expectLink(snapshot: AnyMachineSnapshot) {
  const name = valueName(snapshot.value);
  const { attempt } = snapshot.context as LiveStreamContext;
  if (name.includes('link.offline')) expect(screen.getByRole('status')).toHaveTextContent(t.offline);
  else if (name.includes('link.retrying') && attempt > 0) expect(screen.getByRole('status')).toHaveTextContent(t.reconnecting);
  else expect(linkTrouble()).not.toBeInTheDocument();
}

const pages = ['visible', 'hidden', 'away'];
const links = ['starting', 'connected.connecting', 'connected.open', 'retrying', 'offline', 'closed.signedOut', 'closed.away'];
const screenStates = Object.fromEntries(pages.flatMap((page) => links.map((link) => [`page.${page},link.${link}`, expectLink])));

const report = (event: LiveStreamEvent) => act(() => connection!(event));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setPageVisibility('visible');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  connection = null;
});

afterEach(() => vi.restoreAllMocks());
afterAll(showAtConfiguredWidth);

describe('live stream in the member shell', () => {
  testViewPaths({
    ...liveStreamModel,
    // What the stream tells the shell is checked on the machine alone; here it shows on screen.
    expectations: liveStreamModel.expectations.filter(
      (expectation) => !expectation.actions?.some((action) => typeof action !== 'string' && action.type === 'tellShell'),
    ),
    machine: liveStreamModel.machine,
    render: ({ machine, input, clock, inspect }) => {
      session = sessionWith((input as { token: string | null }).token);
      const driven = machine.provide({
        actors: {
          connection: fromCallback<LiveStreamEvent>(({ sendBack }) => {
            connection = sendBack;
            return () => {
              if (connection === sendBack) connection = null;
            };
          }),
        },
      });
      renderMemberShell(session, {
        flows: { liveStream: driven as typeof liveFlows.liveStream, presence: answeringPresence() },
        clock,
        inspect,
      });
    },
    userActions: {
      'CONNECTION.OPENED': async () => report({ type: 'CONNECTION.OPENED' }),
      'CONNECTION.ALIVE': async () => report({ type: 'CONNECTION.ALIVE' }),
      'CONNECTION.LOST': async () => report({ type: 'CONNECTION.LOST' }),
      'CONNECTION.REFUSED': async (event) => {
        report(event as LiveStreamEvent);
        if (event.status !== 401) return;
        if (event.because === undefined) await expectSignedOutWithWord();
        else await expectSignedOutBecause(event.because as string);
      },
      'CONNECTION.MESSAGE': async (event) => {
        report(event as LiveStreamEvent);
        if (event.kind === 'revoked') await expectSignedOutWithWord();
      },
      HIDDEN: async () => act(() => setPageVisibility('hidden')),
      VISIBLE: async () => act(() => setPageVisibility('visible')),
      OFFLINE: async () => act(() => setNetwork(false)),
      ONLINE: async () => act(() => setNetwork(true)),
      SIGNED_OUT: async () => act(() => session.send({ type: 'SIGN_OUT' })),
      SIGNED_IN: async (event: AnyEventObject) => {
        const { token } = event;
        if (token === otherToken) {
          // Another member signed in in another tab: the browser tells this one what it stored.
          await act(async () => session.send({ type: 'STORAGE_CHANGED', stored: { token, verified: true, email: null } }));
        } else {
          await act(async () => session.send({ type: 'SIGNED_IN', token: memberToken, verified: true }));
        }
      },
    },
    states: screenStates,
  });
});

/** Signed out by the server: no word of an ended session here, the login page gives the reason. */
async function expectSignedOutBecause(because: string) {
  await waitFor(() => expect(session.getSnapshot().context.signedOutBecause).toBe(because));
  expect(session.getSnapshot().context.token).toBeNull();
  expect(screen.queryByText(t.sessionEnded)).not.toBeInTheDocument();
}

async function expectSignedOutWithWord() {
  expect(await screen.findByText(t.sessionEnded)).toBeInTheDocument();
  expect(session.getSnapshot().context.token).toBeNull();
}

describe('live stream events on screen', () => {
  /** The server answers the last emergency call with each of `latest` in turn, then with the last of them. */
  function renderLive(latest: (EmergencyBroadcast | null)[] = [null]) {
    const stream = new TestLiveStream();
    session = signedInSession(demoUser);
    const answers = [...latest];
    const emergencyNotice = liveFlows.emergencyNotice.provide({
      actors: { fetchLatest: fromPromise(async () => (answers.length > 1 ? answers.shift()! : answers[0])) },
    });
    renderMemberShell(session, { flows: { liveStream: stream.machine, presence: answeringPresence(), emergencyNotice } });
    return stream;
  }

  const call: EmergencyBroadcast = {
    id: 11,
    sender_id: 3,
    sender_first_name: 'Sari',
    message: 'Ban bocor di tol, tolong',
    place: 'Rest area KM 57',
    map: 'https://maps.example/km57',
    created_at: new Date().toISOString(),
  };
  const announced = ({ id: _id, created_at: _at, ...payload }: EmergencyBroadcast) => payload;

  it('shows an emergency call to everyone online, with its place linked to the map, until dismissed', async () => {
    const stream = renderLive([null, call]);
    stream.open();
    stream.push('emergency', announced(call));
    const banner = await screen.findByRole('alert', { name: t.emergencyFrom('Sari') });
    expect(banner).toHaveTextContent(call.message);
    const place = within(banner).getByRole('link', { name: t.openMap(call.place) });
    expect(place).toHaveAttribute('href', call.map);
    expect(place).toHaveAttribute('target', '_blank');
    await user.click(within(banner).getByRole('button', { name: t.dismissEmergency }));
    expect(screen.queryByRole('alert', { name: t.emergencyFrom('Sari') })).not.toBeInTheDocument();
  });

  it('links a place without a map link to a search for it, and keeps several calls apart', async () => {
    const eko = { ...call, id: 12, sender_id: 5, sender_first_name: 'Eko', place: 'Alun-alun' };
    const stream = renderLive([null, { ...call, map: 'javascript:alert(1)' }, eko]);
    stream.open();
    stream.push('emergency', announced(call));
    const first = await screen.findByRole('alert', { name: t.emergencyFrom('Sari') });
    stream.push('emergency', announced(eko));
    await screen.findByRole('alert', { name: t.emergencyFrom('Eko') });
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(call.place)}`,
    );
    await user.click(within(first).getByRole('button', { name: t.dismissEmergency }));
    expect(screen.getByRole('alert', { name: t.emergencyFrom('Eko') })).toBeInTheDocument();
  });

  it('says nothing when the member signs out here, which ends the stream too', async () => {
    const stream = renderLive();
    stream.open();
    await act(async () => session.send({ type: 'SIGN_OUT' }));
    expect(session.getSnapshot().context.token).toBeNull();
    expect(screen.queryByText(t.sessionEnded)).not.toBeInTheDocument();
  });

  it('asks for notifications again when one is told, and the badge moves', async () => {
    // The bell is in the top bar from the md breakpoint on.
    await showAtWidth(DESKTOP_WIDTH);
    const stream = new TestLiveStream();
    let serverUser = demoUser;
    session = signedInSession(demoUser);
    renderMemberShell(session, {
      flows: {
        liveStream: stream.machine,
        presence: answeringPresence(),
        notifications: liveFlows.notifications.provide({
          actors: {
            fetchNotifications: fromPromise(async () => ({
              notificationList: serverUser.notification_list,
              readedNotif: serverUser.readed_notif,
            })),
          },
        }),
      },
    });
    stream.open();
    serverUser = {
      ...demoUser,
      notification_list: JSON.stringify([
        {
          sender_username: 'ayu',
          sender_foto_profile: null,
          message: 'menyukai thread anda',
          accepter_content: null,
          post_uuid: 'thread-1',
          created_at: new Date().toISOString(),
        },
      ]),
    };
    stream.push('notification', { notification_id: 1, post_id: 1 });
    const bell = await within(screen.getByRole('banner')).findByRole('button', { name: text.notifications.withUnread(1) });
    expect(bell).toHaveTextContent('1');
  });
});
