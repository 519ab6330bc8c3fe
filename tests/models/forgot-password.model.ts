// Sample events for the forgot-password machine: typing, submitting and every server answer.
import { forgotPasswordMachine } from '../../machines/forgot-password.machine.ts';

export const forgotPasswordModel = {
  machine: forgotPasswordMachine,
  actors: ['requestReset'],
  events: [
    { type: 'EMAIL_CHANGED', email: 'budi@contoh.id' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.requestReset', output: { status: true, message: 'New password send to your mail' } },
    { type: 'xstate.error.actor.requestReset', error: { status: 429, body: { status: false, message: 'Too Many Attempts.' } } },
    {
      type: 'xstate.error.actor.requestReset',
      error: { status: 400, body: { validation_errors: { email: ['Email tidak valid'] } } },
    },
    { type: 'xstate.error.actor.requestReset', error: { status: 400, body: { status: false, message: 'We cant find that email' } } },
  ],
};
