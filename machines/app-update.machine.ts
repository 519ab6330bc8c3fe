// A new version of the app (contract §18): the service worker of a new build waits beside the
// running one; the member is told 'Versi baru tersedia' and reloads into it when they choose, so
// nobody is stuck on an old version and no one loses what they were typing to a forced reload.
import { fromCallback, fromPromise, setup } from 'xstate';

export type AppUpdateEvent = { type: 'NEW_VERSION_WAITING' } | { type: 'RELOAD' };

export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
  },
  actors: {
    /** Registers the service worker and reports a new version waiting as NEW_VERSION_WAITING. */
    watchVersions: fromCallback<AppUpdateEvent>(() => {
      throw new Error('watchVersions is provided by the app');
    }),
    /** Lets the waiting version take over; done once it controls the page. */
    activateNewVersion: fromPromise<void>(async () => {
      throw new Error('activateNewVersion is provided by the app');
    }),
    /** Loads the page again, now from the new version; the page, and this actor with it, goes. */
    reloadPage: fromPromise<void>(async () => {
      throw new Error('reloadPage is provided by the app');
    }),
  },
}).createMachine({
  description: 'Versi aplikasi: versi baru yang menunggu dipakai setelah anggota memuat ulang',
  id: 'appUpdate',
  invoke: { id: 'watchVersions', src: 'watchVersions' },
  initial: 'current',
  states: {
    current: {
      description: 'Aplikasi berjalan pada versi terbaru yang dikenalnya',
      on: {
        NEW_VERSION_WAITING: {
          description: 'Versi baru terpasang dan menunggu → layar menampilkan ‘Versi baru tersedia’ dengan tombol ‘Muat ulang’',
          target: 'waiting',
        },
      },
    },
    waiting: {
      description: 'Layar menampilkan ‘Versi baru tersedia’ dengan tombol ‘Muat ulang’',
      on: {
        RELOAD: { description: 'Anggota menekan ‘Muat ulang’ → versi baru mengambil alih', target: 'activating' },
      },
    },
    activating: {
      description: 'Versi baru mengambil alih halaman',
      invoke: {
        id: 'activateNewVersion',
        src: 'activateNewVersion',
        onDone: { description: 'Versi baru memegang halaman → halaman dimuat ulang', target: 'reloading' },
        onError: {
          description: 'Versi baru gagal mengambil alih → tawaran memuat ulang tetap tampil',
          target: 'waiting',
        },
      },
    },
    reloading: {
      description: 'Halaman dimuat ulang dengan versi baru',
      invoke: { id: 'reloadPage', src: 'reloadPage' },
    },
  },
});
