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
      always: [
        { description: 'Album ada di arsip → pilihan ‘Tampilkan ke album’ dan ‘Delete’ tersedia', guard: 'isArchived', target: 'archived' },
        { description: 'Album aktif (tidak di arsip) → pilihan ‘Edit’, ‘Archive’ dan ‘Delete’ tersedia', target: 'active' },
      ],
    },
    active: {
      description: 'Album aktif: bisa diarsipkan atau dihapus',
      on: {
        ARCHIVE: { description: 'Pemilik memilih ‘Archive’ → album diarsipkan di server', target: 'archiving' },
        DELETE: { description: 'Pemilik memilih ‘Delete’ pada album aktif → layar menanyakan ‘Lanjut Delete?’', target: 'confirming' },
      },
    },
    archiving: {
      description: 'Mengarsipkan album di server',
      tags: ['changingAlbum'],
      invoke: {
        id: 'archiveAlbum',
        src: 'archiveAlbum',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          description: 'Server mengarsipkan album → layar menampilkan ‘Album diarsipkan’ dan daftar album diperbarui',
          target: 'archived',
          actions: [assign({ archived: true }), 'notifyArchived', 'announceChange'],
        },
        onError: {
          description: 'Album gagal diarsipkan → layar menampilkan ‘Aksi gagal’, album tetap aktif',
          target: 'active',
          actions: 'notifyFailed',
        },
      },
    },
    archived: {
      description: 'Album terarsip: bisa ditampilkan lagi atau dihapus',
      on: {
        RESTORE: { description: 'Pemilik memilih ‘Tampilkan ke album’ → album dikembalikan di server', target: 'restoring' },
        DELETE: { description: 'Pemilik memilih ‘Delete’ pada album terarsip → layar menanyakan ‘Lanjut Delete?’', target: 'confirming' },
      },
    },
    restoring: {
      description: 'Menampilkan album lagi di daftar album',
      tags: ['changingAlbum'],
      invoke: {
        id: 'restoreAlbum',
        src: 'restoreAlbum',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          description: 'Server mengembalikan album → layar menampilkan ‘Album ditampilkan’ dan daftar album diperbarui',
          target: 'active',
          actions: [assign({ archived: false }), 'notifyRestored', 'announceChange'],
        },
        onError: {
          description: 'Album gagal ditampilkan lagi → layar menampilkan ‘Aksi gagal’, album tetap di arsip',
          target: 'archived',
          actions: 'notifyFailed',
        },
      },
    },
    /** 'Lanjut Delete?' */
    confirming: {
      description: 'Layar bertanya “Lanjut Delete?”',
      tags: ['confirmingDelete'],
      on: {
        CONFIRM: { description: 'Pemilik menekan ‘Lanjut’ → album dihapus di server', target: 'deleting' },
        CANCEL: { description: 'Pemilik menekan ‘Cancel’ → album tetap seperti semula', target: 'resting' },
      },
    },
    deleting: {
      description: 'Menghapus album untuk selamanya di server',
      tags: ['changingAlbum', 'confirmingDelete', 'deletingAlbum'],
      invoke: {
        id: 'deleteAlbum',
        src: 'deleteAlbum',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          description: 'Server menghapus album → layar menampilkan ‘Album dihapus’ dan daftar album diperbarui',
          target: 'deleted',
          actions: ['notifyDeleted', 'announceChange'],
        },
        onError: {
          description: 'Album gagal dihapus → layar menampilkan ‘Aksi gagal’, album tetap seperti semula',
          target: 'resting',
          actions: 'notifyFailed',
        },
      },
    },
    deleted: { description: 'Album sudah dihapus', type: 'final' },
  },
});
