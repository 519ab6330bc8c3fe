// The account page's lists of blocked and muted members, and lifting a block or a mute.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { SafetyListsContext } from '../../machines/safety-lists.machine.ts';
import { SafetyLists } from '../../src/pages/account/SafetyLists.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen, testSession } from '../helpers/render-screen.tsx';
import { safetyListsModel } from '../models/safety-lists.model.ts';

const t = text.safety;
const user = userEvent.setup({ delay: null });

const blockedList = () => screen.queryByRole('list', { name: t.blockedHeading });
const mutedList = () => screen.queryByRole('list', { name: t.mutedHeading });
/** While busy a button also reads the spinner's label. */
const rowButton = (action: string, username: string) => screen.getByRole('button', { name: new RegExp(`${action} ${username}$`) });

function expectLists({ blocks, mutes }: SafetyListsContext) {
  if (blocks.length === 0) expect(screen.getByText(t.noBlocks)).toBeInTheDocument();
  else expect(within(blockedList()!).getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toEqual(blocks.map((member) => member.username));
  if (mutes.length === 0) expect(screen.getByText(t.noMutes)).toBeInTheDocument();
  else expect(within(mutedList()!).getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toEqual(mutes.map((muted) => muted.user.username));
}

describe('block and mute lists', () => {
  testViewPaths({
    ...safetyListsModel,
    machine: liveFlows.safetyLists,
    render: ({ machine, clock, inspect }) =>
      renderScreen(<SafetyLists />, {
        runtime: { flows: { safetyLists: machine as typeof liveFlows.safetyLists }, clock, inspect },
        session: testSession(demoUser),
      }),
    userActions: {
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
      UNBLOCK: async (event) => user.click(rowButton(t.unblock, (event as unknown as { username: string }).username)),
      UNMUTE: async (event) => user.click(rowButton(t.unmute, (event as unknown as { username: string }).username)),
    },
    states: {
      loading: () => {
        expect(blockedList()).not.toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.listsFailed);
      },
      'ready.idle': (snapshot) => {
        const context = snapshot.context as SafetyListsContext;
        expectLists(context);
        for (const member of context.blocks) expect(rowButton(t.unblock, member.username)).toBeEnabled();
      },
      'ready.unblocking': (snapshot) => {
        const context = snapshot.context as SafetyListsContext;
        expectLists(context);
        expect(rowButton(t.unblock, context.changing!)).toHaveAttribute('aria-busy', 'true');
      },
      'ready.unmuting': (snapshot) => {
        const context = snapshot.context as SafetyListsContext;
        expectLists(context);
        expect(rowButton(t.unmute, context.changing!)).toHaveAttribute('aria-busy', 'true');
      },
    },
  });
});
