// The moderation screen (/moderasi): the report queue, the resolved reports, the log, and the
// action dialog that tells the queue when a decision is recorded.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { fromPromise, type AnyActorLogic, type AnyMachineSnapshot } from 'xstate';
import { moderationActionMachine } from '../../machines/moderation-action.machine.ts';
import type { ModerationQueueContext } from '../../machines/moderation-queue.machine.ts';
import type { ReportStatus } from '../../machines/moderation.ts';
import type { PersonalUser } from '../../contract/wire.ts';
import ModerationPage from '../../src/pages/moderation/ModerationPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen, testSession } from '../helpers/render-screen.tsx';
import { moderationQueueModel } from '../models/moderation-queue.model.ts';

const t = text.moderation;
const user = userEvent.setup({ delay: null });
const moderator: PersonalUser = { ...demoUser, username: 'sari_mod', role: 'moderator' };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ModerationQueueContext;
const button = (name: string) => screen.getByRole('button', { name });
const reportList = () => screen.getByRole('list', { name: t.reportsLabel });

/** The dialog records every decision at once, so the queue hears from it as in the app. */
const recordingDialog = (stubs: Record<string, AnyActorLogic>) => ({
  ...stubs,
  moderationAction: moderationActionMachine.provide({ actors: { resolveReport: fromPromise(async () => {}) } }),
});

function expectTabs(onLog: boolean) {
  expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
  expect(button(t.reportsTab)).toHaveAttribute('aria-pressed', String(!onLog));
  expect(button(t.logTab)).toHaveAttribute('aria-pressed', String(onLog));
}

function expectStatus(snapshot: AnyMachineSnapshot) {
  expectTabs(false);
  const { status } = contextOf(snapshot);
  expect(button(t.open)).toHaveAttribute('aria-pressed', String(status === 'open'));
  expect(button(t.resolved)).toHaveAttribute('aria-pressed', String(status === 'resolved'));
}

function expectGroups(snapshot: AnyMachineSnapshot) {
  const { groups, status } = contextOf(snapshot);
  const cards = within(reportList()).getAllByRole('listitem').filter((item) => item.parentElement === reportList());
  expect(cards).toHaveLength(groups.length);
  cards.forEach((card, index) => {
    const { target, reports } = groups[index];
    expect(card).toHaveTextContent(t.author(target.author.username));
    for (const report of reports) expect(card).toHaveTextContent(t.reportedBy(report.reporter.username));
    const act = within(card).queryByRole('button', { name: t.actOn(t.kinds[target.kind], target.author.username) });
    if (status === 'open') expect(act).toBeEnabled();
    else expect(act).not.toBeInTheDocument();
  });
}

describe('moderation screen', () => {
  testViewPaths({
    ...moderationQueueModel,
    machine: liveFlows.moderationQueue,
    provide: recordingDialog,
    render: ({ machine, clock, inspect }) =>
      renderScreen(<ModerationPage />, {
        runtime: { flows: { moderationQueue: machine as typeof liveFlows.moderationQueue }, clock, inspect },
        session: testSession(moderator),
        path: '/moderasi',
      }),
    userActions: {
      RELOAD: async () => user.click(button(t.reload)),
      SHOW_STATUS: async (event) => user.click(button(t[event.status as ReportStatus])),
      SHOW_LOG: async () => user.click(button(t.logTab)),
      SHOW_REPORTS: async () => user.click(button(t.reportsTab)),
      ACT: async () => user.click(button(t.actOn(t.kinds.post, 'budi'))),
      'ACTION.CLOSED': async () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.cancel })),
      'ACTION.DONE': async () => {
        const dialog = within(screen.getByRole('dialog'));
        await user.click(dialog.getByRole('radio', { name: t.actions.remove }));
        await user.click(dialog.getByLabelText(t.reason));
        await user.paste('Promosi jual-beli akun');
        await user.click(dialog.getByRole('button', { name: t.next }));
        await user.click(dialog.getByRole('button', { name: t.confirm }));
      },
    },
    states: {
      'reports.loading': (snapshot) => {
        expectStatus(snapshot);
        expect(screen.getByText(text.common.loading)).toBeInTheDocument();
        const { lastDecision } = contextOf(snapshot);
        if (lastDecision) expect(screen.getByText(t.decided[lastDecision], { selector: 'p' })).toHaveAttribute('role', 'status');
        expect(button(t.reload)).toBeDisabled();
      },
      'reports.listed': (snapshot) => {
        expectStatus(snapshot);
        expectGroups(snapshot);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
      'reports.empty': (snapshot) => {
        expectStatus(snapshot);
        expect(screen.getByText(contextOf(snapshot).status === 'open' ? t.noOpen : t.noResolved)).toBeInTheDocument();
        expect(screen.queryByRole('list', { name: t.reportsLabel })).not.toBeInTheDocument();
      },
      'reports.failed': (snapshot) => {
        expectStatus(snapshot);
        expect(screen.getByRole('alert')).toHaveTextContent(t.reportsFailed);
        expect(within(screen.getByRole('alert')).getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
      acting: (snapshot) => {
        expectGroups(snapshot);
        const dialog = screen.getByRole('dialog', { name: t.dialogTitle });
        expect(dialog).toHaveTextContent(contextOf(snapshot).acting!.target.preview!);
        expect(within(dialog).getByRole('radio', { name: t.actions.remove })).not.toBeChecked();
      },
      'log.loading': () => {
        expectTabs(true);
        expect(screen.getByText(text.common.loading)).toBeInTheDocument();
        expect(screen.queryByRole('group', { name: t.statusFilter })).not.toBeInTheDocument();
      },
      'log.listed': (snapshot) => {
        expectTabs(true);
        const entries = within(screen.getByRole('list', { name: t.logLabel })).getAllByRole('listitem');
        expect(entries).toHaveLength(contextOf(snapshot).log.length);
        contextOf(snapshot).log.forEach((entry, index) => {
          expect(entries[index]).toHaveTextContent(`@${entry.actor.username}`);
          expect(entries[index]).toHaveTextContent(t.actions[entry.action]);
        });
      },
      'log.empty': () => {
        expectTabs(true);
        expect(screen.getByText(t.noLog)).toBeInTheDocument();
      },
      'log.failed': () => {
        expectTabs(true);
        expect(screen.getByRole('alert')).toHaveTextContent(t.logFailed);
      },
    },
  });
});
