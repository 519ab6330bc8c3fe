// The emergency banners above the member's pages: the last call of the past 24 hours when the
// app opens, each call the live stream announces (as the server answers it), and a dismissed
// call that does not come back on this device.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot, type SimulatedClock } from 'xstate';
import type { EmergencyBroadcast } from '../../contract/wire.ts';
import type { EmergencyNoticeContext, EmergencyNoticeInput } from '../../machines/emergency-notice.machine.ts';
import { dismissedEmergencies } from '../../src/app/dismissed-emergencies.ts';
import { LiveNotices } from '../../src/app/layout/LiveNotices.tsx';
import { useMemberShell } from '../../src/app/live-stream.tsx';
import type { Runtime } from '../../src/app/runtime.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { announcedCall, emergencyNoticeModel, missedCall } from '../models/emergency-notice.model.ts';

const t = text.live;
const user = userEvent.setup({ delay: null });

function Notices() {
  return <LiveNotices shell={useMemberShell()!} />;
}

let stream: TestLiveStream;

function renderNotices(input: EmergencyNoticeInput, runtime: Runtime) {
  dismissedEmergencies.set(input.member, input.dismissed);
  stream = new TestLiveStream();
  renderScreen(stream.provider(runtime.clock as SimulatedClock | undefined)(<Notices />), {
    runtime,
    session: signedInSession({ ...demoUser, username: input.member }),
    path: '/explorer',
  });
  stream.open();
}

const banners = () => screen.queryAllByRole('alert');

function expectBanners({ calls }: EmergencyNoticeContext) {
  expect(banners().map((banner) => banner.getAttribute('aria-label'))).toEqual(calls.map((call) => t.emergencyFrom(call.sender_first_name)));
  for (const call of calls) {
    const banner = screen.getByRole('alert', { name: t.emergencyFrom(call.sender_first_name) });
    expect(banner).toHaveTextContent(call.message);
    expect(within(banner).getByRole('link', { name: t.openMap(call.place) })).toHaveAttribute('href', call.map);
  }
}

beforeEach(() => localStorage.clear());

describe('emergency banners', () => {
  testViewPaths({
    ...emergencyNoticeModel,
    machine: liveFlows.emergencyNotice,
    render: ({ machine, input, clock, inspect }) =>
      renderNotices(input as EmergencyNoticeInput, {
        flows: { emergencyNotice: machine as typeof liveFlows.emergencyNotice },
        clock,
        inspect,
      }),
    userActions: {
      // The stream's payload names the call; the banner shows what the server answers for it.
      EMERGENCY_ANNOUNCED: async () => stream.push('emergency', announcedCall),
      DISMISS: async ({ id }) => {
        // A call shown from the stream is named after its sender (machines/emergency-notice.machine.ts).
        const call = [missedCall, announcedCall].find((shown) => shown.id === id || -shown.sender_id === id)!;
        const banner = screen.getByRole('alert', { name: t.emergencyFrom(call.sender_first_name) });
        await user.click(within(banner).getByRole('button', { name: t.dismissEmergency }));
      },
    },
    states: {
      loading: (snapshot: AnyMachineSnapshot) => expectBanners(snapshot.context as EmergencyNoticeContext),
      watching: (snapshot: AnyMachineSnapshot) => expectBanners(snapshot.context as EmergencyNoticeContext),
    },
  });
});

describe('a missed emergency call', () => {
  function renderAnswering(answer: EmergencyBroadcast | null, asked: { count: number }) {
    const emergencyNotice = liveFlows.emergencyNotice.provide({
      actors: {
        fetchLatest: fromPromise(async () => {
          asked.count += 1;
          return answer;
        }),
      },
    });
    stream = new TestLiveStream();
    renderScreen(stream.provider()(<Notices />), { runtime: { flows: { emergencyNotice } }, session: signedInSession(demoUser) });
  }

  it('shows when the app opens, names its sender and when it was sent, and stays away once dismissed', async () => {
    const asked = { count: 0 };
    const sentAnHourAgo = { ...missedCall, created_at: new Date(Date.now() - 61 * 60_000).toISOString() };
    renderAnswering(sentAnHourAgo, asked);
    const banner = await screen.findByRole('alert', { name: t.emergencyFrom('Sari') });
    expect(banner).toHaveTextContent(t.emergencySent('1 jam yang lalu'));
    await user.click(within(banner).getByRole('button', { name: t.dismissEmergency }));
    expect(banners()).toEqual([]);

    // The app opened again on this device: the server still answers the call, nothing shows.
    cleanup();
    renderAnswering(sentAnHourAgo, asked);
    await expect.poll(() => asked.count).toBe(2);
    expect(banners()).toEqual([]);
  });
});
