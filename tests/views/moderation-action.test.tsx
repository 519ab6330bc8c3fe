// The action dialog on a reported target, on its own: choose, give a reason, confirm, send.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { MODERATION_REASON_MAX_LENGTH } from '../../contract/limits.ts';
import type { ModerationActionContext, ModerationActionInput } from '../../machines/moderation-action.machine.ts';
import type { ModerationAction } from '../../machines/moderation.ts';
import { ActionDialog } from '../../src/pages/moderation/ActionDialog.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { testViewPaths, type ViewRuntime } from '../helpers/model/run-paths.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { moderationActionModel } from '../models/moderation-action.model.ts';

const t = text.moderation;
const user = userEvent.setup({ delay: null });

/** The dialog as the app's queue provides it, with the model's stubbed call. */
const appDialog = liveFlows.moderationQueue.implementations.actors.moderationAction as typeof moderationActionModel.machine;

function StandaloneDialog({ machine, input, clock, inspect }: ViewRuntime) {
  const actor = useActorRef(machine as typeof moderationActionModel.machine, {
    input: input as ModerationActionInput,
    clock,
    inspect,
  });
  return <ActionDialog actor={actor} />;
}

const dialog = () => within(screen.getByRole('dialog', { name: t.dialogTitle }));
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ModerationActionContext;

function expectForm(snapshot: AnyMachineSnapshot) {
  const { action, reason, days, showProblems } = contextOf(snapshot);
  for (const choice of ['dismiss', 'remove', 'warn', 'suspend'] as const) {
    expect(dialog().getByRole('radio', { name: t.actions[choice] })).toHaveProperty('checked', action === choice);
  }
  if (action === 'suspend') expect(dialog().getByRole('radio', { name: t.days(days) })).toBeChecked();
  else expect(dialog().queryByRole('radio', { name: t.days(null) })).not.toBeInTheDocument();
  expect(dialog().getByLabelText(t.reason)).toHaveValue(reason);
  const summary = dialog().queryByRole('alert');
  if (!showProblems || (action !== null && reason.trim() !== '' && reason.trim().length <= MODERATION_REASON_MAX_LENGTH)) {
    expect(summary).not.toBeInTheDocument();
    return;
  }
  expect(summary).toHaveTextContent(t.problems.summary);
  if (action === null) expect(dialog().getByText(t.problems.noAction)).toBeInTheDocument();
  const reasonError = reason.trim() === '' ? t.problems.noReason : t.problems.reasonTooLong(MODERATION_REASON_MAX_LENGTH);
  if (reason.trim() === '' || reason.trim().length > MODERATION_REASON_MAX_LENGTH) {
    expect(dialog().getByLabelText(t.reason)).toHaveAccessibleDescription(reasonError);
  }
}

function expectQuestion(snapshot: AnyMachineSnapshot) {
  const { action, days } = contextOf(snapshot);
  const asked = action === 'suspend' ? t.confirmQuestion.suspend('budi', days) : t.confirmQuestion[action!]('budi');
  expect(dialog().getByText(asked)).toBeInTheDocument();
}

describe('moderation action dialog', () => {
  testViewPaths({
    ...moderationActionModel,
    machine: appDialog,
    render: (runtime) => renderScreen(<StandaloneDialog {...runtime} />),
    userActions: {
      CHOOSE: async (event) => user.click(dialog().getByRole('radio', { name: t.actions[event.action as ModerationAction] })),
      REASON: async (event) => {
        await user.clear(dialog().getByLabelText(t.reason));
        await user.paste(event.reason as string);
      },
      DAYS: async (event) => user.click(dialog().getByRole('radio', { name: t.days(event.days as number | null) })),
      SUBMIT: async () => user.click(dialog().getByRole('button', { name: t.next })),
      CONFIRM: async () => user.click(dialog().getByRole('button', { name: t.confirm })),
      BACK: async () => user.click(dialog().getByRole('button', { name: t.change })),
      RETRY: async () => user.click(dialog().getByRole('button', { name: text.failure.retry })),
      CANCEL: async () => user.click(dialog().getByRole('button', { name: t.cancel })),
    },
    states: {
      'editing.choosing': expectForm,
      'editing.confirming': (snapshot) => {
        expectQuestion(snapshot);
        expect(dialog().getByRole('button', { name: t.confirm })).toBeEnabled();
        expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
      },
      'editing.failed': (snapshot) => {
        expectQuestion(snapshot);
        expect(dialog().getByRole('alert')).toBeInTheDocument();
        expect(dialog().getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
      sending: (snapshot) => {
        expectQuestion(snapshot);
        // While busy the button also says it is loading.
        expect(dialog().getByRole('button', { name: new RegExp(t.confirm) })).toBeDisabled();
        expect(dialog().getByRole('button', { name: t.cancel })).toBeDisabled();
      },
      resolved: () => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
      closed: () => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
    },
  });
});
