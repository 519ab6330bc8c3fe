// Sample events for the account details: the load answered or failed, and a retry.
import { accountMachine, type AccountDetails } from '../../machines/account.machine.ts';

export const accountDetails: AccountDetails = { email: 'budi@contoh.id', created_at: '2023-08-25T03:00:00.000Z' };

export const accountModel = {
  machine: accountMachine,
  actors: ['fetchAccount'],
  events: [
    { type: 'xstate.done.actor.fetchAccount', output: accountDetails },
    { type: 'xstate.error.actor.fetchAccount', error: { status: 0, body: null } },
    { type: 'RETRY' },
  ],
};
