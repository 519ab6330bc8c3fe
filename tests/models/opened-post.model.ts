// Sample events for a post opened by its address: the active post is an album or a thread, or
// not found (then the archive is asked: the member's own archived post, not found, not theirs),
// or a call fails and is tried again. A notification about a deleted post names none. The live
// stream's resync or a block made or lifted (REFRESH) loads a shown post again, and looks again
// for a post said to be deleted (a block hides a post behind the same 404).
import { openedPostMachine, type OpenedPost, type OpenedPostInput } from '../../machines/opened-post.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';
import { albumPost, threadPost } from '../helpers/post-samples.ts';

export const namedPost: OpenedPostInput = { uuid: 'album-41' };
export const deletedPost: OpenedPostInput = { uuid: null };

export const activeAlbum: OpenedPost = { like: 'Liked', single_post: albumPost(41, 'budi', { liker: ['budi'] }) };
export const activeThread: OpenedPost = { like: 'Unliked', single_post: threadPost(41, 'budi', { uuid: 'album-41' }) };

const failure = (status: number) => ({ status, body: null });

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Aliran yang tidak bisa mengulang yang terlewat memuat ulang post yang tampil',
    when: { event: 'REFRESH', from: 'shown', to: 'refreshing' },
    request: { actor: 'fetchPost', input: { uuid: namedPost.uuid }, sends: { endpoint: 'post', params: { uuid: namedPost.uuid! } } },
  },
  {
    spec: '§16 Keamanan',
    name: 'Post yang disembunyikan blokir dicari lagi setelah blokir dibuka',
    when: { event: 'REFRESH', from: 'deleted', to: 'loading' },
    request: { actor: 'fetchPost', input: { uuid: namedPost.uuid }, sends: { endpoint: 'post', params: { uuid: namedPost.uuid! } } },
  },
];

export const openedPostModel = {
  expectations,
  machine: openedPostMachine,
  actors: ['fetchPost', 'fetchArchivedPost'],
  inputs: [namedPost, deletedPost],
  events: [
    { type: 'xstate.done.actor.fetchPost', output: activeAlbum },
    { type: 'xstate.done.actor.fetchPost', output: activeThread },
    { type: 'xstate.error.actor.fetchPost', error: failure(404) },
    { type: 'xstate.error.actor.fetchPost', error: failure(0) },
    { type: 'xstate.done.actor.fetchArchivedPost', output: activeAlbum },
    { type: 'xstate.error.actor.fetchArchivedPost', error: failure(404) },
    { type: 'xstate.error.actor.fetchArchivedPost', error: failure(403) },
    { type: 'xstate.error.actor.fetchArchivedPost', error: failure(500) },
    { type: 'RETRY' },
    { type: 'REFRESH' },
  ],
};
