// The album edit screen (owner only): load the album, then edit its caption and the photos'
// descriptions (contract §19; saved together by 'Perbarui', the caption first, then each changed
// description) and delete single photos. The server refuses other members (403) and unknown albums (404): nothing to retry
// there. A photo can be deleted only while the album keeps at least one, and only after a
// confirmation; a deleted photo leaves the viewer.
import { assign, fromPromise, setup } from 'xstate';
import { failureStatus } from '../contract/failure.ts';
import type { AlbumPhoto } from '../contract/wire.ts';
import { ALBUM_CAPTION_MAX_LENGTH, ALBUM_PHOTO_ALT_MAX_LENGTH } from '../contract/limits.ts';
import { cutText } from './cut-text.ts';

export interface AlbumEditInput {
  slug: string;
}

export interface EditableAlbum {
  caption: string;
  photos: AlbumPhoto[];
}

export interface AlbumEditContext extends AlbumEditInput {
  /** The caption as saved. */
  caption: string;
  draft: string;
  photos: AlbumPhoto[];
  /** The photo waiting for its delete confirmation, or being deleted. */
  photoToDelete: number | null;
  /** Descriptions as typed, by photo id ('' for none). */
  altDrafts: Record<number, string>;
}

/** A photo's new description; null clears it. */
export interface PhotoAltChange {
  id: number;
  alt: string | null;
}

const typedAlts = (photos: AlbumPhoto[]) => Object.fromEntries(photos.map((photo) => [photo.id, photo.alt ?? '']));

/** The descriptions that differ from the saved ones. */
export function altChanges({ photos, altDrafts }: Pick<AlbumEditContext, 'photos' | 'altDrafts'>): PhotoAltChange[] {
  return photos.flatMap((photo) => {
    const typed = (altDrafts[photo.id] ?? '').trim();
    const alt = typed === '' ? null : typed;
    return alt === (photo.alt ?? null) ? [] : [{ id: photo.id, alt }];
  });
}

export type AlbumEditEvent =
  | { type: 'RETRY' }
  | { type: 'CAPTION_CHANGED'; caption: string }
  | { type: 'ALT_CHANGED'; id: number; alt: string }
  | { type: 'SAVE' }
  | { type: 'DELETE_PHOTO'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/**
 * What the edit page shows: the page loading, the caption locked with its button spinning, or
 * “Lanjut Hapus Foto?” open (its Lanjut spinning while the photo goes).
 */
export type AlbumEditTag = 'loadingAlbum' | 'savingCaption' | 'confirmingDelete' | 'deletingPhoto';

export const albumEditMachine = setup({
  types: {
    context: {} as AlbumEditContext,
    events: {} as AlbumEditEvent,
    input: {} as AlbumEditInput,
    tags: {} as AlbumEditTag,
  },
  actors: {
    fetchAlbum: fromPromise<EditableAlbum, { slug: string }>(async () => {
      throw new Error('fetchAlbum is provided by the app');
    }),
    /** Answers the saved caption. */
    updateCaption: fromPromise<string, { slug: string; caption: string }>(async () => {
      throw new Error('updateCaption is provided by the app');
    }),
    deletePhoto: fromPromise<void, { id: number }>(async () => {
      throw new Error('deletePhoto is provided by the app');
    }),
    /** Saves each change; answers the photos as saved. */
    updatePhotoAlts: fromPromise<AlbumPhoto[], { changes: PhotoAltChange[] }>(async () => {
      throw new Error('updatePhotoAlts is provided by the app');
    }),
  },
  actions: {
    notifyUpdated: () => {},
    notifyUpdateFailed: () => {},
    notifyDeleteFailed: () => {},
  },
  guards: {
    isRefused: ({ event }) => 'error' in event && [403, 404].includes(failureStatus(event.error)),
    hasCaption: ({ context }) => context.draft.trim() !== '',
    hasAltChanges: ({ context }) => altChanges(context).length > 0,
    isShownPhoto: ({ context, event }) => event.type === 'ALT_CHANGED' && context.photos.some((photo) => photo.id === event.id),
    /** The last photo of an album cannot be deleted. */
    canDeletePhoto: ({ context, event }) =>
      event.type === 'DELETE_PHOTO' && context.photos.length > 1 && context.photos.some((photo) => photo.id === event.id),
  },
}).createMachine({
  description: 'Layar ubah album milik anggota',
  id: 'albumEdit',
  context: ({ input }) => ({ slug: input.slug, caption: '', draft: '', photos: [], photoToDelete: null, altDrafts: {} }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Memuat album yang akan diubah',
      tags: ['loadingAlbum'],
      invoke: {
        id: 'fetchAlbum',
        src: 'fetchAlbum',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: {
          description: 'Server mengirim album → layar menampilkan ‘Edit Album’ dengan caption dan foto-fotonya',
          target: 'editing',
          actions: assign(({ event }) => ({
            caption: event.output.caption,
            draft: event.output.caption,
            photos: event.output.photos,
            altDrafts: typedAlts(event.output.photos),
          })),
        },
        onError: [
          {
            description: 'Server menjawab 403 atau 404 → layar menampilkan ‘Album tidak ditemukan atau bukan milik anda’',
            guard: 'isRefused',
            target: 'refused',
          },
          { description: 'Album gagal dimuat karena hal lain → layar menampilkan ‘Album gagal dimuat’ dan tombol ‘Coba lagi’', target: 'failed' },
        ],
      },
    },
    failed: {
      description: 'Album gagal dimuat: layar menawarkan coba lagi',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → album dimuat ulang', target: 'loading' } },
    },
    refused: { description: 'Album bukan milik anggota atau tidak ada: tidak bisa diubah' },
    editing: {
      description: 'Formulir keterangan dan foto album siap diubah',
      on: {
        CAPTION_CHANGED: {
          description: 'Pemilik mengetik di kolom ‘Caption anda’ (teks dipotong pada batas panjang caption)',
          actions: assign({ draft: ({ event }) => cutText(event.caption, ALBUM_CAPTION_MAX_LENGTH) }),
        },
        ALT_CHANGED: {
          description: 'Pemilik mengetik deskripsi sebuah foto (dipotong pada batas panjang deskripsi)',
          guard: 'isShownPhoto',
          actions: assign({
            altDrafts: ({ context, event }) => ({ ...context.altDrafts, [event.id]: cutText(event.alt, ALBUM_PHOTO_ALT_MAX_LENGTH) }),
          }),
        },
        SAVE: { description: 'Pemilik menekan ‘Perbarui’, caption sudah terisi', guard: 'hasCaption', target: 'saving' },
        DELETE_PHOTO: {
          description: 'Pemilik menekan ‘Hapus foto’ pada album yang masih punya foto lain → layar menanyakan ‘Lanjut Hapus Foto?’',
          guard: 'canDeletePhoto',
          target: 'confirmingDelete',
          actions: assign({ photoToDelete: ({ event }) => event.id }),
        },
      },
    },
    saving: {
      description: 'Menyimpan keterangan album ke server',
      tags: ['savingCaption'],
      invoke: {
        id: 'updateCaption',
        src: 'updateCaption',
        input: ({ context }) => ({ slug: context.slug, caption: context.draft.trim() }),
        onDone: [
          {
            description: 'Server menyimpan caption, ada deskripsi foto yang berubah → deskripsi itu disimpan',
            guard: 'hasAltChanges',
            target: 'savingAlts',
            actions: assign({ caption: ({ event }) => event.output, draft: ({ event }) => event.output }),
          },
          {
            description: 'Server menyimpan caption → layar menampilkan ‘Album diperbarui’',
            target: 'editing',
            actions: [assign({ caption: ({ event }) => event.output, draft: ({ event }) => event.output }), 'notifyUpdated'],
          },
        ],
        onError: {
          description: 'Caption gagal disimpan → layar menampilkan ‘Album gagal diperbarui’, isian tetap ada',
          target: 'editing',
          actions: 'notifyUpdateFailed',
        },
      },
    },
    savingAlts: {
      description: 'Menyimpan deskripsi foto yang berubah ke server, satu per satu',
      tags: ['savingCaption'],
      invoke: {
        id: 'updatePhotoAlts',
        src: 'updatePhotoAlts',
        input: ({ context }) => ({ changes: altChanges(context) }),
        onDone: {
          description: 'Server menyimpan deskripsi → layar menampilkan ‘Album diperbarui’',
          target: 'editing',
          actions: [
            assign(({ context, event }) => {
              const photos = context.photos.map((photo) => event.output.find((saved) => saved.id === photo.id) ?? photo);
              return { photos, altDrafts: { ...context.altDrafts, ...typedAlts(event.output) } };
            }),
            'notifyUpdated',
          ],
        },
        onError: {
          description: 'Deskripsi gagal disimpan → layar menampilkan ‘Album gagal diperbarui’, isian tetap ada',
          target: 'editing',
          actions: 'notifyUpdateFailed',
        },
      },
    },
    /** 'Lanjut Hapus Foto?' */
    confirmingDelete: {
      description: 'Layar menanyakan apakah foto ini benar dihapus',
      tags: ['confirmingDelete'],
      on: {
        CONFIRM: { description: 'Pemilik menekan ‘Lanjut’ → foto dihapus di server', target: 'deletingPhoto' },
        CANCEL: {
          description: 'Pemilik menekan ‘Cancel’ → foto tetap ada',
          target: 'editing',
          actions: assign({ photoToDelete: null }),
        },
      },
    },
    deletingPhoto: {
      description: 'Menghapus foto dari album di server',
      tags: ['confirmingDelete', 'deletingPhoto'],
      invoke: {
        id: 'deletePhoto',
        src: 'deletePhoto',
        // Set by DELETE_PHOTO on the way here.
        input: ({ context }) => ({ id: context.photoToDelete! }),
        onDone: {
          description: 'Server menghapus foto → foto itu hilang dari album',
          target: 'editing',
          actions: assign(({ context }) => ({
            photos: context.photos.filter((photo) => photo.id !== context.photoToDelete),
            photoToDelete: null,
          })),
        },
        onError: {
          description: 'Foto gagal dihapus → layar menampilkan ‘Aksi gagal’, foto tetap ada',
          target: 'editing',
          actions: [assign({ photoToDelete: null }), 'notifyDeleteFailed'],
        },
      },
    },
  },
});
