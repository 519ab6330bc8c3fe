// The owner's options on one album: an active album can be archived, an archived one shown in the
// albums again, and either deleted for good. Only the permanent delete asks first. Each call
// shows while it runs; a failure says so and leaves the album as it was. The screen is told of
// every change (emitted "changed") so its list can refresh.
import { assign, emit, fromPromise, setup } from 'xstate';

export interface AlbumLifecycleInput {
  uuid: string;
  /** For the edit screen's address. */
  slug: string;
  archived: boolean;
}

export type AlbumLifecycleContext = AlbumLifecycleInput;

export type AlbumLifecycleEvent = { type: 'ARCHIVE' } | { type: 'RESTORE' } | { type: 'DELETE' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export type AlbumLifecycleEmitted = { type: 'changed' };

const albumCall = (name: string) =>
  fromPromise<void, { uuid: string }>(async () => {
    throw new Error(`${name} is provided by the app`);
  });

/**
 * What the album's options show: a spinner in place of the menu while a change is saved, and
 * “Lanjut Delete?” open (its Lanjut spinning while the album goes).
 */
export type AlbumLifecycleTag = 'changingAlbum' | 'confirmingDelete' | 'deletingAlbum';

export const albumLifecycleMachine = setup({
  types: {
    context: {} as AlbumLifecycleContext,
    events: {} as AlbumLifecycleEvent,
    input: {} as AlbumLifecycleInput,
    emitted: {} as AlbumLifecycleEmitted,
    tags: {} as AlbumLifecycleTag,
  },
  actors: {
    archiveAlbum: albumCall('archiveAlbum'),
    restoreAlbum: albumCall('restoreAlbum'),
    deleteAlbum: albumCall('deleteAlbum'),
  },
  actions: {
    notifyArchived: () => {},
    notifyRestored: () => {},
    notifyDeleted: () => {},
    notifyFailed: () => {},
    announceChange: emit({ type: 'changed' }),
  },
  guards: {
    isArchived: ({ context }) => context.archived,
  },
}).createMachine({
  description: 'Pilihan pemilik untuk satu album: arsipkan, tampilkan lagi, hapus',
  id: 'albumLifecycle',
  context: ({ input }) => ({ ...input }),
  initial: 'resting',
  states: {
    /** Settles on the state that matches the album: at the start, after a cancel or a failed delete. */
    resting: {
      description: 'Memilih pilihan sesuai album aktif atau terarsip',
      always: [{ guard: 'isArchived', target: 'archived' }, { target: 'active' }],
    },
    active: {
      description: 'Album aktif: bisa diarsipkan atau dihapus',
      on: { ARCHIVE: 'archiving', DELETE: 'confirming' },
    },
    archiving: {
      description: 'Mengarsipkan album di server',
      tags: ['changingAlbum'],
      invoke: {
        id: 'archiveAlbum',
        src: 'archiveAlbum',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: { target: 'archived', actions: [assign({ archived: true }), 'notifyArchived', 'announceChange'] },
        onError: { target: 'active', actions: 'notifyFailed' },
      },
    },
    archived: {
      description: 'Album terarsip: bisa ditampilkan lagi atau dihapus',
      on: { RESTORE: 'restoring', DELETE: 'confirming' },
    },
    restoring: {
      description: 'Menampilkan album lagi di daftar album',
      tags: ['changingAlbum'],
      invoke: {
        id: 'restoreAlbum',
        src: 'restoreAlbum',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: { target: 'active', actions: [assign({ archived: false }), 'notifyRestored', 'announceChange'] },
        onError: { target: 'archived', actions: 'notifyFailed' },
      },
    },
    /** 'Lanjut Delete?' */
    confirming: {
      description: 'Layar bertanya “Lanjut Delete?”',
      tags: ['confirmingDelete'],
      on: {
        CONFIRM: 'deleting',
        CANCEL: 'resting',
      },
    },
    deleting: {
      description: 'Menghapus album untuk selamanya di server',
      tags: ['changingAlbum', 'confirmingDelete', 'deletingAlbum'],
      invoke: {
        id: 'deleteAlbum',
        src: 'deleteAlbum',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: { target: 'deleted', actions: ['notifyDeleted', 'announceChange'] },
        onError: { target: 'resting', actions: 'notifyFailed' },
      },
    },
    deleted: { description: 'Album sudah dihapus', type: 'final' },
  },
});
