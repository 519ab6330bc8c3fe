// Sample events for the account details: the load answered or failed, and a retry.
import { accountMachine, type AccountDetails } from '../../machines/account.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const accountDetails: AccountDetails = { email: 'budi@contoh.id', created_at: '2023-08-25T03:00:00.000Z' };

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'GET /user/account diminta saat halaman akun dibuka dan saat dicoba lagi',
    when: { to: 'loading' },
    request: { actor: 'fetchAccount', input: undefined, sends: { endpoint: 'account' } },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Halaman akun menampilkan e-mail dan tanggal bergabung (hanya dibaca)',
    when: { event: 'xstate.done.actor.fetchAccount' },
    text: ['Akun Anda', 'Email anda', accountDetails.email, 'Tanggal bergabung', '25 Agu 2023'],
  },
];

export const accountModel = {
  machine: accountMachine,
  expectations,
  actors: ['fetchAccount'],
  events: [
    { type: 'xstate.done.actor.fetchAccount', output: accountDetails },
    { type: 'xstate.error.actor.fetchAccount', error: { status: 0, body: null } },
    { type: 'RETRY' },
  ],
};
