// Sample events for a profile's album grid: the list answered (with albums, or none) or failed,
// a retry, and the live stream's resync (REFRESH); for the active albums and for the archive.
import { albumGridMachine } from '../../machines/album-grid.machine.ts';
import type { PostItem } from '../../contract/wire.ts';
import type { PathSoFar, SpecExpectation } from '../helpers/model/expectation-types.ts';

const photo = (id: number) => ({ id, content: `http://api.test/media/album/${id}.jpg`, alt: null });

export const albums: PostItem[] = [
  {
    uuid: 'Alb1xxxxxxxxxxxxxxxx',
    total_like: 2,
    total_comment: 1,
    created_at: '2026-01-02T03:00:00.000Z',
    album: { slug: 'slug1xxxxxxxxxxxxxxx', caption: 'Senja di pantai', post_id: 12, contents: [photo(1), photo(2), photo(3)] },
  },
  {
    uuid: 'Alb2xxxxxxxxxxxxxxxx',
    total_like: 0,
    total_comment: 0,
    created_at: '2026-01-01T03:00:00.000Z',
    album: { slug: 'slug2xxxxxxxxxxxxxxx', caption: '', post_id: 9, contents: [photo(4)] },
  },
];

export const albumGridInputs = [
  { username: 'budi', archived: false },
  { username: 'budi', archived: true },
];

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Aliran yang tidak bisa mengulang yang terlewat memuat ulang album yang tampil',
    when: { event: 'REFRESH', from: 'loaded', to: 'refreshing' },
    request: {
      actor: 'fetchAlbums',
      input: ({ before }: PathSoFar) => ({ username: before.context.username, archived: before.context.archived }),
      sends: ({ before }) => ({ endpoint: before.context.archived ? 'archivedAlbums' : 'userAlbums', params: { username: before.context.username } }),
    },
  },
];

export const albumGridModel = {
  expectations,
  machine: albumGridMachine,
  actors: ['fetchAlbums'],
  inputs: albumGridInputs,
  events: [
    { type: 'xstate.done.actor.fetchAlbums', output: albums },
    { type: 'xstate.done.actor.fetchAlbums', output: [] },
    { type: 'xstate.error.actor.fetchAlbums', error: { status: 422, body: { status: false, message: 'You cant access that album user' } } },
    { type: 'RETRY' },
    { type: 'REFRESH' },
  ],
};
