import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { resetConfirmMachine } from '../../machines/reset-confirm.machine.ts';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { readableLink, resetConfirmModel, unreadableLink } from '../models/reset-confirm.model.ts';

describe('reset-confirm machine', () => {
  testMachinePaths(resetConfirmModel);
});

describe('reset-confirm requests', () => {
  const confirmCalls = (input: typeof readableLink) => {
    const calls: unknown[] = [];
    const machine = resetConfirmMachine.provide({
      actors: { confirmPasswordReset: fromPromise(async ({ input: call }) => void calls.push(call)) },
    });
    createActor(machine, { input }).start();
    return calls;
  };

  it('confirms with the token and the decoded e-mail', () => {
    expect(confirmCalls(readableLink)).toEqual([{ token: readableLink.token, email: readableLink.email }]);
  });

  it('asks nothing when the e-mail was not readable', () => {
    expect(confirmCalls(unreadableLink)).toEqual([]);
  });
});
