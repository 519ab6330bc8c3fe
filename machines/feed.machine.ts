// The explorer feed: the newest posts first, then older pages on request until an empty page
// says every post is shown. A refresh (after a thread is posted, or from the member shell when
// the stream missed events or a block or mute changed who the member sees) starts again from
// the top. A failed first page offers a retry; a failed next page keeps what is shown and offers
// it again. Posts the live stream announces (the shell tells of them) are counted, not shown at
// once: on request they are loaded and put on top of what is shown, which stays as it is (the
// older pages too).
import { assign, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import type { PostItem } from '../contract/wire.ts';
import { postIdOf } from './post-id.ts';

/** The show-more button appears once this many posts are shown (spec §9). */
export const SHOW_MORE_FROM = 6;

export interface FeedContext {
  posts: PostItem[];
  /** Ids of new posts the stream told of that are not shown yet. */
  announced: number[];
  /** The announced posts are being loaded. */
  showingNew: boolean;
}

export type FeedEvent =
  | { type: 'SHOW_MORE' }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'POST_ANNOUNCED'; postId: number }
  | { type: 'SHOW_NEW' };

/** The newest shown post's id; 0 when nothing is shown. */
const topIdOf = (posts: PostItem[]): number => (posts.length > 0 ? postIdOf(posts[0]) : 0);

/** The announced ids still newer than the shown posts. */
const stillNew = (announced: number[], posts: PostItem[]) => announced.filter((id) => id > topIdOf(posts));

/** What the feed shows: a spinner in place of the posts, or “Tampilkan lebih banyak” spinning. */
export type FeedTag = 'loadingFeed' | 'loadingMorePosts';

export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedEvent,
    tags: {} as FeedTag,
  },
  actors: {
    shellLink: unlinkedShell,
    fetchFirstPage: fromPromise<PostItem[]>(async () => {
      throw new Error('fetchFirstPage is provided by the app');
    }),
    fetchNextPage: fromPromise<PostItem[], { after: number }>(async () => {
      throw new Error('fetchNextPage is provided by the app');
    }),
    /** Every post newer than `newerThan`, newest first. */
    fetchNewPosts: fromPromise<PostItem[], { newerThan: number }>(async () => {
      throw new Error('fetchNewPosts is provided by the app');
    }),
  },
  actions: {
    notifyLoadFailed: () => {},
  },
  guards: {
    isUnshown: ({ context, event }) =>
      event.type === 'POST_ANNOUNCED' && event.postId > topIdOf(context.posts) && !context.announced.includes(event.postId),
    canShowNew: ({ context }) => context.announced.length > 0 && !context.showingNew,
    hasEnoughForMore: ({ context }) => context.posts.length >= SHOW_MORE_FROM,
    isEmptyPage: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
  },
}).createMachine({
  description: 'Beranda: post terbaru lebih dulu, lalu halaman yang lebih lama',
  id: 'feed',
  context: { posts: [], announced: [], showingNew: false },
  initial: 'loading',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  on: {
    REFRESH: {
      description:
        'Anggota memposting thread baru, siaran langsung melewatkan peristiwa, atau blokir atau bisukan berubah → beranda dimuat ulang dari post terbaru',
      target: '.loading',
      actions: [stopChild('fetchNewPosts'), assign({ announced: [], showingNew: false })],
    },
    POST_ANNOUNCED: {
      description: 'Siaran langsung mengabarkan post baru yang belum tampil → layar menampilkan ‘n postingan baru’',
      guard: 'isUnshown',
      actions: assign({ announced: ({ context, event }) => [event.postId, ...context.announced] }),
    },
    // Loaded beside whatever the pages do, so reading and "show more" go on meanwhile.
    SHOW_NEW: {
      description: 'Anggota menekan ‘n postingan baru’ → post baru dimuat, yang tampil tetap tampil',
      guard: 'canShowNew',
      actions: [
        assign({ showingNew: true }),
        spawnChild('fetchNewPosts', { id: 'fetchNewPosts', input: ({ context }) => ({ newerThan: topIdOf(context.posts) }) }),
      ],
    },
    'xstate.done.actor.fetchNewPosts': {
      description: 'Server mengirim post baru → post baru tampil paling atas',
      actions: assign(({ context, event }) => {
        const fresh = (event.output as PostItem[]).filter((post) => postIdOf(post) > topIdOf(context.posts));
        const posts = [...fresh, ...context.posts];
        return { posts, announced: stillNew(context.announced, posts), showingNew: false };
      }),
    },
    'xstate.error.actor.fetchNewPosts': {
      description: 'Post baru gagal dimuat → layar menampilkan ‘Postingan gagal dimuat’, tombol post baru bisa ditekan lagi',
      actions: [assign({ showingNew: false }), 'notifyLoadFailed'],
    },
  },
  states: {
    loading: {
      description: 'Memuat halaman pertama post',
      tags: ['loadingFeed'],
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetchFirstPage',
        onDone: {
          description: 'Server mengirim halaman pertama → layar menampilkan post terbaru',
          target: 'loaded',
          actions: assign(({ context, event }) => ({ posts: event.output, announced: stillNew(context.announced, event.output) })),
        },
        onError: {
          description: 'Halaman pertama gagal dimuat → layar menampilkan ‘Postingan gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
          actions: 'notifyLoadFailed',
        },
      },
    },
    failed: {
      description: 'Halaman pertama gagal dimuat: layar menawarkan coba lagi',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → halaman pertama dimuat ulang', target: 'loading' } },
    },
    loaded: {
      description: 'Layar menampilkan post dan tombol “Tampilkan lebih banyak”',
      on: {
        SHOW_MORE: {
          description: 'Anggota menekan ‘Tampilkan lebih banyak’, sudah tampil minimal 6 post → halaman berikutnya dimuat',
          guard: 'hasEnoughForMore',
          target: 'loadingMore',
        },
      },
    },
    loadingMore: {
      description: 'Memuat halaman post berikutnya',
      tags: ['loadingMorePosts'],
      invoke: {
        id: 'fetchNextPage',
        src: 'fetchNextPage',
        input: ({ context }) => ({ after: postIdOf(context.posts[context.posts.length - 1]) }),
        onDone: [
          {
            description: 'Server mengirim halaman kosong → layar menampilkan ‘Semua postingan sudah ditampilkan’',
            guard: 'isEmptyPage',
            target: 'complete',
          },
          {
            description: 'Server mengirim halaman berikutnya → post yang lebih lama tampil di bawah',
            target: 'loaded',
            actions: assign({ posts: ({ context, event }) => [...context.posts, ...event.output] }),
          },
        ],
        onError: {
          description: 'Halaman berikutnya gagal dimuat → layar menampilkan ‘Postingan gagal dimuat’, post yang tampil tetap ada',
          target: 'moreFailed',
          actions: 'notifyLoadFailed',
        },
      },
    },
    moreFailed: {
      description: 'Halaman berikutnya gagal: post yang tampil tetap, tombol ditawarkan lagi',
      on: {
        SHOW_MORE: { description: 'Anggota menekan ‘Tampilkan lebih banyak’ lagi → halaman berikutnya dimuat ulang', target: 'loadingMore' },
      },
    },
    /** An empty page came: every post is shown. */
    complete: { description: 'Semua post sudah tampil' },
  },
});
