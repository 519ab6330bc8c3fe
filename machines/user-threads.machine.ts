// One member's threads (the profile's Threads tab): loading, the list (maybe empty), or failed
// with a retry. A thread deleted by its owner leaves the list.
import { assign, fromPromise, setup } from 'xstate';
import type { PostItem } from '../contract/wire.ts';

export interface UserThreadsContext {
  username: string;
  threads: PostItem[];
}

export type UserThreadsEvent = { type: 'RETRY' } | { type: 'REMOVE'; uuid: string };

export const userThreadsMachine = setup({
  types: {
    context: {} as UserThreadsContext,
    events: {} as UserThreadsEvent,
    input: {} as { username: string },
  },
  actors: {
    fetchThreads: fromPromise<PostItem[], { username: string }>(async () => {
      throw new Error('fetchThreads is provided by the app');
    }),
  },
}).createMachine({
  description: 'Tab Threads di profil anggota',
  id: 'userThreads',
  context: ({ input }) => ({ username: input.username, threads: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Memuat thread anggota dari server',
      tags: ['loading'],
      invoke: {
        id: 'fetchThreads',
        src: 'fetchThreads',
        input: ({ context }) => ({ username: context.username }),
        onDone: { target: 'loaded', actions: assign({ threads: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    loaded: {
      description: 'Layar menampilkan thread anggota (bisa kosong)',
      on: {
        REMOVE: {
          actions: assign({
            threads: ({ context, event }) => context.threads.filter((thread) => thread.uuid !== event.uuid),
          }),
        },
      },
    },
    failed: {
      description: 'Thread gagal dimuat: layar menawarkan coba lagi',
      on: { RETRY: 'loading' },
    },
  },
});
