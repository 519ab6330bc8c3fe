// Sample inputs and events for the reset confirmation: a link with a readable e-mail (the server
// confirms or refuses) and one whose e-mail segment was not readable.
import { resetConfirmMachine, type ResetConfirmInput } from '../../machines/reset-confirm.machine.ts';

export const readableLink: ResetConfirmInput = { token: 'r4nd0mT0ken', email: 'budi@contoh.id' };
export const unreadableLink: ResetConfirmInput = { token: 'r4nd0mT0ken', email: null };

export const resetConfirmModel = {
  machine: resetConfirmMachine,
  actors: ['confirmPasswordReset'],
  inputs: [readableLink, unreadableLink],
  events: [
    { type: 'xstate.done.actor.confirmPasswordReset', output: undefined },
    { type: 'xstate.error.actor.confirmPasswordReset', error: { status: 404, body: { status: false, message: 'Token not valid' } } },
    {
      type: 'xstate.error.actor.confirmPasswordReset',
      error: { status: 422, body: { status: false, message: 'Failed reset password, please try again to make reset request' } },
    },
  ],
};
