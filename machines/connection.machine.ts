// The browser's connection as the member sees it (contract §18): online, or offline with the
// last loaded pages on screen and 'Anda sedang offline' in the app's status region; a write tried
// meanwhile is refused before it is sent and the region says so (the form keeps what was typed).
// Offline is what the browser says, and also what the app's requests find: a device that says it
// is online while nothing reaches the server (a dead mobile link, a captive portal) is offline
// until an answer comes from the server again.
import { fromCallback, setup } from 'xstate';

export type ConnectionEvent =
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  | { type: 'WRITE_REFUSED' }
  | { type: 'UNREACHABLE' }
  | { type: 'REACHED' };

export interface ConnectionInput {
  online: boolean;
}

export const connectionMachine = setup({
  types: {
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    context: {} as ConnectionInput,
  },
  actors: {
    /** Reports the browser going offline and online, whether requests reach the server, and each write refused meanwhile. */
    watchConnection: fromCallback<ConnectionEvent>(() => {
      throw new Error('watchConnection is provided by the app');
    }),
  },
  guards: {
    startsOffline: ({ context }) => !context.online,
  },
}).createMachine({
  description: 'Koneksi peramban: daring, atau luring dengan halaman yang terakhir dimuat',
  id: 'connection',
  context: ({ input }) => input,
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  initial: 'starting',
  states: {
    starting: {
      description: 'Membaca apakah peramban tersambung',
      always: [
        { description: 'Peramban tidak tersambung saat aplikasi dibuka → layar menampilkan ‘Anda sedang offline’', guard: 'startsOffline', target: 'offline' },
        { description: 'Peramban tersambung → tidak ada pemberitahuan', target: 'online' },
      ],
    },
    online: {
      description: 'Peramban tersambung: tidak ada pemberitahuan koneksi',
      on: {
        OFFLINE: { description: 'Peramban kehilangan jaringan → layar menampilkan ‘Anda sedang offline’', target: 'offline' },
        UNREACHABLE: {
          description: 'Permintaan tidak sampai ke server walau peramban mengaku tersambung → layar menampilkan ‘Anda sedang offline’',
          target: 'offline',
        },
        WRITE_REFUSED: {
          description: 'Kiriman gagal karena jaringan putus → layar menyebut kiriman belum terkirim',
          target: 'offline.writeRefused',
        },
      },
    },
    offline: {
      description: 'Peramban tidak tersambung: layar menampilkan ‘Anda sedang offline’ dan yang terakhir dimuat',
      initial: 'reading',
      on: {
        ONLINE: { description: 'Jaringan kembali → pemberitahuan koneksi hilang', target: 'online' },
        REACHED: { description: 'Server menjawab lagi → pemberitahuan koneksi hilang', target: 'online' },
        WRITE_REFUSED: {
          description: 'Anggota mengirim sesuatu selagi luring → layar menyebut kiriman belum terkirim dan isian tetap ada',
          target: '.writeRefused',
        },
      },
      states: {
        reading: { description: 'Layar menampilkan ‘Anda sedang offline’' },
        writeRefused: { description: 'Layar menyebut kiriman belum terkirim karena luring; isian tetap ada' },
      },
    },
  },
});
