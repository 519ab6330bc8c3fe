import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { SafetyLists } from '../../machines/safety-lists.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import AccountPage from '../../src/pages/account/AccountPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { accountModel } from '../models/account.model.ts';

/** No pause between keystrokes and clicks: the screens react to each at once. */
const user = userEvent.setup({ delay: null });

const t = text.account;

// The page's block and mute lists, empty: this suite is about the account's own details.
const noSafetyLists = liveFlows.safetyLists.provide({
  actors: { loadSafetyLists: fromPromise(async (): Promise<SafetyLists> => ({ blocks: [], mutes: [] })) },
});

describe('account details', () => {
  testViewPaths({
    ...accountModel,
    machine: liveFlows.account,
    render: ({ machine, clock, inspect }) =>
      renderScreen(<AccountPage />, {
        runtime: { flows: { account: machine as typeof liveFlows.account, safetyLists: noSafetyLists }, clock, inspect },
        path: '/account',
      }),
    userActions: {
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
    },
    states: {
      loading: () => {
        expect(screen.getByRole('heading', { name: t.heading })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
      },
      loaded: ({ context }) => {
        expect(screen.getByText(t.email).nextElementSibling).toHaveTextContent(context.account.email);
        expect(screen.getByText(t.joined).nextElementSibling).toHaveTextContent('25 Agu 2023');
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed);
        expect(screen.getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
    },
  });
});
