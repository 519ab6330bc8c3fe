// Who liked one post (the likers modal): loading, the list (maybe empty), or failed with a retry.
import { assign, fromPromise, setup } from 'xstate';
import type { Liker } from '../contract/wire.ts';

export interface LikersContext {
  postId: number;
  likers: Liker[];
}

export type LikersEvent = { type: 'RETRY' };

/** What the dialog shows: a spinner until the likers are there. */
export type LikersTag = 'loadingLikers';

export const likersMachine = setup({
  types: {
    context: {} as LikersContext,
    events: {} as LikersEvent,
    input: {} as { postId: number },
    tags: {} as LikersTag,
  },
  actors: {
    fetchLikers: fromPromise<Liker[], { postId: number }>(async () => {
      throw new Error('fetchLikers is provided by the app');
    }),
  },
}).createMachine({
  description: 'Jendela “Menyukai”: siapa yang menyukai post',
  id: 'likers',
  context: ({ input }) => ({ postId: input.postId, likers: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Memuat daftar penyuka dari server',
      tags: ['loadingLikers'],
      invoke: {
        id: 'fetchLikers',
        src: 'fetchLikers',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: {
          description: 'Server mengirim daftar penyuka → layar menampilkan daftarnya, atau ‘Belum ada yang menyukai’ bila kosong',
          target: 'loaded',
          actions: assign({ likers: ({ event }) => event.output }) },
        onError: {
          description: 'Daftar penyuka gagal dimuat → layar menampilkan ‘Daftar suka gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    loaded: { description: 'Layar menampilkan daftar penyuka (bisa kosong)' },
    failed: {
      description: 'Daftar penyuka gagal dimuat: layar menawarkan coba lagi',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → daftar penyuka dimuat ulang', target: 'loading' } },
    },
  },
});
