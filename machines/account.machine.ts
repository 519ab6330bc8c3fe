// The account page's details (e-mail and join date): loading, shown, or failed with a retry.
import { assign, fromPromise, setup } from 'xstate';
import type { AccountResponse } from '../contract/wire.ts';

export type AccountDetails = AccountResponse['data'];

export interface AccountContext {
  account: AccountDetails | null;
}

export type AccountEvent = { type: 'RETRY' };

/** What the account page shows: a spinner where the details go. */
export type AccountTag = 'loadingAccount';

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    tags: {} as AccountTag,
  },
  actors: {
    fetchAccount: fromPromise<AccountDetails>(async () => {
      throw new Error('fetchAccount is provided by the app');
    }),
  },
}).createMachine({
  description: 'Halaman akun: e-mail dan tanggal bergabung anggota',
  id: 'account',
  context: { account: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Memuat data akun dari server',
      tags: ['loadingAccount'],
      invoke: {
        id: 'fetchAccount',
        src: 'fetchAccount',
        onDone: {
          description: 'Server mengirim data akun → layar menampilkan e-mail dan tanggal bergabung',
          target: 'loaded',
          actions: assign({ account: ({ event }) => event.output }) },
        onError: {
          description: 'Data akun gagal dimuat → layar menampilkan ‘Data akun gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    loaded: { description: 'Layar menampilkan e-mail dan tanggal bergabung' },
    failed: {
      description: 'Data akun gagal dimuat: layar menawarkan coba lagi',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → data akun dimuat ulang', target: 'loading' } },
    },
  },
});
