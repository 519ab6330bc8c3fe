// Sample events for an album opened from a profile grid: the post answered or failed, a retry,
// and the live stream's resync (REFRESH); from the albums tab and from the archive.
import { albumDetailMachine, type AlbumDetailInput, type AlbumPost } from '../../machines/album-detail.machine.ts';
import type { PathSoFar, SpecExpectation } from '../helpers/model/expectation-types.ts';

const photo = (id: number) => ({ id, content: `http://api.test/media/album/${id}.jpg`, alt: null });

export const albumPost: AlbumPost = {
  like: 'Unliked',
  single_post: {
    uuid: 'Alb1xxxxxxxxxxxxxxxx',
    total_like: 2,
    total_comment: 3,
    created_at: '2026-01-02T03:00:00.000Z',
    album: { slug: 'slug1xxxxxxxxxxxxxxx', caption: 'Senja di pantai', post_id: 12, contents: [photo(1), photo(2), photo(3)] },
  },
};

export const albumDetailInputs: AlbumDetailInput[] = [
  { uuid: albumPost.single_post.uuid, archived: false },
  { uuid: albumPost.single_post.uuid, archived: true },
];

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Aliran yang tidak bisa mengulang yang terlewat memuat ulang album yang terbuka',
    when: { event: 'REFRESH', from: 'loaded', to: 'refreshing' },
    request: {
      actor: 'fetchAlbumPost',
      input: ({ before }: PathSoFar) => ({ uuid: before.context.uuid, archived: before.context.archived }),
      sends: ({ before }) => ({ endpoint: before.context.archived ? 'archivedPost' : 'post', params: { uuid: before.context.uuid } }),
    },
  },
];

export const albumDetailModel = {
  expectations,
  machine: albumDetailMachine,
  actors: ['fetchAlbumPost'],
  inputs: albumDetailInputs,
  events: [
    { type: 'xstate.done.actor.fetchAlbumPost', output: albumPost },
    { type: 'xstate.error.actor.fetchAlbumPost', error: { status: 404, body: { status: false, message: 'Not found' } } },
    { type: 'RETRY' },
    { type: 'REFRESH' },
  ],
};
