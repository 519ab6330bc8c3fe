// The switch 'Notifikasi di perangkat ini' on the account page (machines/device-push), on every
// path of the machine.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { SafetyLists } from '../../machines/safety-lists.machine.ts';
import AccountPage from '../../src/pages/account/AccountPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { accountDetails } from '../models/account.model.ts';
import { devicePushModel } from '../models/device-push.model.ts';

const t = text.device.push;
const user = userEvent.setup({ delay: null });

// The page's other parts answer at once: this suite is about the notifications switch.
const loadedAccount = liveFlows.account.provide({ actors: { fetchAccount: fromPromise(async () => accountDetails) } });
const noSafetyLists = liveFlows.safetyLists.provide({
  actors: { loadSafetyLists: fromPromise(async (): Promise<SafetyLists> => ({ blocks: [], mutes: [] })) },
});

const setting = () => screen.getByRole('heading', { name: t.heading }).closest('section') as HTMLElement;
const toggle = () => within(setting()).getByRole('switch', { name: t.label });

function expectSwitch(checked: boolean, enabled: boolean, status: string) {
  expect(toggle()).toHaveAttribute('aria-checked', String(checked));
  if (enabled) expect(toggle()).toBeEnabled();
  else expect(toggle()).toBeDisabled();
  expect(toggle()).toHaveAccessibleDescription(status);
  expect(within(setting()).queryByRole('alert')).not.toBeInTheDocument();
}

describe('notifications on this device (account page)', () => {
  testViewPaths({
    ...devicePushModel,
    machine: liveFlows.devicePush,
    render: ({ machine, clock, inspect }) =>
      renderScreen(<AccountPage />, {
        runtime: {
          flows: { devicePush: machine as typeof liveFlows.devicePush, account: loadedAccount, safetyLists: noSafetyLists },
          clock,
          inspect,
        },
        path: '/account',
      }),
    userActions: {
      TURN_ON: async () => user.click(toggle()),
      TURN_OFF: async () => user.click(toggle()),
      RETRY: async () => user.click(within(setting()).getByRole('button', { name: text.failure.retry })),
    },
    states: {
      checking: () => expectSwitch(false, false, t.checking),
      unsupported: () => expectSwitch(false, false, t.unsupported),
      notAsked: () => expectSwitch(false, true, t.off),
      asking: () => expectSwitch(false, false, t.asking),
      'subscribing.key': () => expectSwitch(false, false, t.working),
      'subscribing.device': () => expectSwitch(false, false, t.working),
      'subscribing.saving': () => expectSwitch(false, false, t.working),
      subscribed: () => expectSwitch(true, true, t.on),
      'unsubscribing.device': () => expectSwitch(true, false, t.working),
      'unsubscribing.removing': () => expectSwitch(true, false, t.working),
      denied: () => expectSwitch(false, false, t.denied),
      failed: () => {
        expect(toggle()).toBeDisabled();
        expect(within(setting()).getByRole('alert')).toHaveTextContent(t.failed);
        expect(within(setting()).getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
    },
  });
});
