// Sample events for the login machine: typing both fields, submitting, and every server answer.
import { loginMachine } from '../../machines/login.machine.ts';

export const loginModel = {
  machine: loginMachine,
  actors: ['login'],
  events: [
    { type: 'FIELD_CHANGED', field: 'user_mail', value: 'budi@contoh.id' },
    { type: 'FIELD_CHANGED', field: 'password', value: 'rahasia123' },
    { type: 'SUBMIT' },
    {
      type: 'xstate.done.actor.login',
      output: { status: true, message: 'Login Success', token: 'token-verified', verified: true },
    },
    {
      type: 'xstate.done.actor.login',
      output: { status: true, message: 'Login Success', token: 'token-unverified', verified: false },
    },
    { type: 'xstate.error.actor.login', error: { status: 429, body: { status: false, message: 'Too Many Attempts.' } } },
    { type: 'xstate.error.actor.login', error: { status: 400, body: { status: false, message: 'Credentials not match' } } },
  ],
};
