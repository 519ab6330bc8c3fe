// Sample events for the feed: a first page long enough for "show more", a short one and an
// empty one; one next page, then the empty page that ends the feed; failures of both calls, the
// retries, and a refresh from anywhere. Only a full first page gets a next page, so the feed
// ends after two pages. Over the first page the live stream announces a new post, which is shown
// on request (or fails to load); such a path ends there.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { feedMachine, SHOW_MORE_FROM, type FeedContext } from '../../machines/feed.machine.ts';
import { postIdOf } from '../../machines/post-id.ts';
import { feedPage, threadPost } from '../helpers/post-samples.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const firstPage = feedPage(100, SHOW_MORE_FROM);
export const shortPage = feedPage(100, 2);
export const nextPage = feedPage(100 - SHOW_MORE_FROM, 2);
export const announcedPost = threadPost(101, 'dewi');

const failure = { status: 0, body: null };

function serverAnswers(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('loading')) {
    return [
      { type: 'xstate.done.actor.fetchFirstPage', output: firstPage },
      { type: 'xstate.done.actor.fetchFirstPage', output: shortPage },
      { type: 'xstate.done.actor.fetchFirstPage', output: [] },
      { type: 'xstate.error.actor.fetchFirstPage', error: failure },
    ];
  }
  if (snapshot.matches('loadingMore')) {
    const { posts } = snapshot.context as FeedContext;
    return [
      ...(posts.length === firstPage.length ? [{ type: 'xstate.done.actor.fetchNextPage', output: nextPage }] : []),
      { type: 'xstate.done.actor.fetchNextPage', output: [] },
      { type: 'xstate.error.actor.fetchNextPage', error: failure },
    ];
  }
  return [];
}

function newPostEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { posts, announced, showingNew } = snapshot.context as FeedContext;
  if (showingNew) {
    return [
      { type: 'xstate.done.actor.fetchNewPosts', output: [announcedPost] },
      { type: 'xstate.error.actor.fetchNewPosts', error: failure },
    ];
  }
  if (announced.length > 0) return [{ type: 'SHOW_NEW' }];
  if (snapshot.matches('loaded') && posts[0] === firstPage[0]) return [{ type: 'POST_ANNOUNCED', postId: postIdOf(announcedPost) }];
  return [];
}

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { posts, announced, showingNew } = snapshot.context as FeedContext;
  const newPostNews = newPostEvents(snapshot);
  if (announced.length > 0 || showingNew || posts[0] === announcedPost) return newPostNews;
  return [...serverAnswers(snapshot), { type: 'SHOW_MORE' }, { type: 'RETRY' }, { type: 'REFRESH' }, ...newPostNews];
}

const firstPageRequest = { actor: 'fetchFirstPage', input: undefined, sends: { endpoint: 'feed' } } as const;

const expectations: SpecExpectation[] = [
  {
    spec: '§2 Screens and routes',
    name: 'Beranda dibuka: GET /post diminta, kotak “Tulis sesuatu hari ini...” dan panel pengguna login tampil',
    when: { event: 'xstate.init' },
    request: firstPageRequest,
    text: ['Tulis sesuatu hari ini...', 'Pengguna login saat ini'],
  },
  {
    spec: '§7 Calls',
    name: 'Coba lagi meminta GET /post lagi',
    when: { event: 'RETRY', to: 'loading' },
    request: firstPageRequest,
  },
  {
    spec: '§2 Screens and routes',
    name: 'Bendera refresh memuat ulang beranda dari atas',
    when: { event: 'REFRESH', from: 'loaded', to: 'loading' },
    request: firstPageRequest,
  },
  {
    spec: '§2 Screens and routes',
    name: 'Kartu post menampilkan isi, jumlah suka dan komentar; 6 post memunculkan “Tampilkan lebih banyak”',
    when: { event: 'xstate.done.actor.fetchFirstPage', with: { output: firstPage } },
    text: ['Thread nomor 100', 'Konser nomor 99', '1 Suka', '2 Comment', '2 Suka', '0 Comment', 'Tampilkan lebih banyak'],
  },
  {
    spec: '§7 Calls',
    name: '“Tampilkan lebih banyak” mengirim GET /post/expand dengan post_id post terakhir',
    when: { event: 'SHOW_MORE', to: 'loadingMore' },
    request: {
      actor: 'fetchNextPage',
      input: ({ before }) => {
        const { posts } = before.context as FeedContext;
        return { after: postIdOf(posts[posts.length - 1]) };
      },
      sends: (_path, input) => ({ endpoint: 'feedAfter', query: { post_filter: String((input as { after: number }).after) } }),
    },
  },
  {
    spec: '§7 Calls',
    name: 'Halaman berikutnya ditambahkan di bawah post yang sudah tampil',
    when: { event: 'xstate.done.actor.fetchNextPage', with: { output: nextPage } },
    text: ['Thread nomor 100', 'Thread nomor 94', 'Konser nomor 93'],
  },
];

export const feedModel = {
  machine: feedMachine,
  expectations,
  actors: ['fetchFirstPage', 'fetchNextPage', 'fetchNewPosts'],
  events,
};
