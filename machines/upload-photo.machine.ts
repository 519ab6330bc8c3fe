// One photo of a new album, from the moment it is picked until it is posted or taken back. The
// upload queue spawns one per photo and decides when its upload may start (one call at a time);
// the photo runs its upload, and later, if the member removes it or discards the draft, the
// revert of that upload. It tells the queue each outcome, so the queue can move on.
import { assign, fromPromise, sendTo, setup, type ActorRef, type Snapshot, type SnapshotFrom } from 'xstate';

/** What a photo tells the queue that spawned it. */
export type UploadPhotoReport =
  | { type: 'PHOTO.UPLOADED'; id: string; tempId: string }
  | { type: 'PHOTO.FAILED'; id: string }
  | { type: 'PHOTO.REVERTED'; id: string };

export interface UploadPhotoInput {
  /** The queue that spawned the photo and gives it its turn. */
  queue: ActorRef<Snapshot<unknown>, UploadPhotoReport>;
  id: string;
  name: string;
  /** The picture as it is sent: already cropped and resized by the picker. */
  file: Blob;
}

export interface UploadPhotoContext extends UploadPhotoInput {
  /** The server's id of the temporary upload, once uploaded. */
  tempId: string | null;
}

export type UploadPhotoEvent =
  /** The queue gives the photo its turn. */
  | { type: 'START' }
  /** The member asks to try a failed upload again. */
  | { type: 'RETRY' }
  /** The queue takes the uploaded photo back (removed, or the draft discarded). */
  | { type: 'REVERT' };

/** What the order list and the picker show for the photo. */
export type UploadPhotoTag = 'waiting' | 'uploading' | 'uploaded' | 'failed';

/** POST /temp/album: one picture in the form field `album_content`. */
export interface TempUploadRequest {
  album_content: Blob;
  name: string;
}

export const uploadPhotoMachine = setup({
  types: {
    context: {} as UploadPhotoContext,
    events: {} as UploadPhotoEvent,
    input: {} as UploadPhotoInput,
    tags: {} as UploadPhotoTag,
  },
  actors: {
    /** Answers the temp id. */
    uploadTemp: fromPromise<string, TempUploadRequest>(async () => {
      throw new Error('uploadTemp is provided by the app');
    }),
    /** DELETE /temp/album with the temp id as `path`. */
    revertTemp: fromPromise<void, { path: string }>(async () => {
      throw new Error('revertTemp is provided by the app');
    }),
  },
  actions: {
    tellUploaded: sendTo(
      ({ context }) => context.queue,
      ({ context }, { tempId }: { tempId: string }): UploadPhotoReport => ({ type: 'PHOTO.UPLOADED', id: context.id, tempId }),
    ),
    tellFailed: sendTo(({ context }) => context.queue, ({ context }): UploadPhotoReport => ({ type: 'PHOTO.FAILED', id: context.id })),
    tellReverted: sendTo(({ context }) => context.queue, ({ context }): UploadPhotoReport => ({ type: 'PHOTO.REVERTED', id: context.id })),
  },
}).createMachine({
  description: 'Satu foto album baru: menunggu giliran, diunggah, lalu diposting atau dibatalkan',
  id: 'uploadPhoto',
  context: ({ input }) => ({ ...input, tempId: null }),
  initial: 'queued',
  states: {
    queued: {
      description: 'Foto menunggu gilirannya diunggah (Menunggu)',
      tags: ['waiting'],
      on: {
        START: { description: 'Antrean memberi giliran: foto mulai diunggah', target: 'uploading' },
      },
    },
    uploading: {
      description: 'Foto sedang diunggah ke area sementara (Mengunggah...)',
      tags: ['uploading'],
      invoke: {
        id: 'uploadTemp',
        src: 'uploadTemp',
        input: ({ context }) => ({ album_content: context.file, name: context.name }),
        onDone: {
          description: 'Server menyimpan foto dan memberi id sementaranya',
          target: 'uploaded',
          actions: [
            assign({ tempId: ({ event }) => event.output }),
            { type: 'tellUploaded', params: ({ event }) => ({ tempId: event.output }) },
          ],
        },
        onError: { description: 'Unggahan gagal: foto menunggu diulang atau dihapus', target: 'failed', actions: 'tellFailed' },
      },
    },
    uploaded: {
      description: 'Foto terunggah dan siap diposting (Terunggah)',
      tags: ['uploaded'],
      on: {
        REVERT: { description: 'Foto dihapus atau draft dibuang: unggahannya dibatalkan', target: 'reverting' },
      },
    },
    failed: {
      description: 'Unggahan foto gagal (Gagal diunggah)',
      tags: ['failed'],
      on: {
        RETRY: { description: 'Anggota mengulang unggahan: foto kembali menunggu giliran', target: 'queued' },
      },
    },
    reverting: {
      description: 'Membatalkan unggahan foto di server',
      invoke: {
        id: 'revertTemp',
        src: 'revertTemp',
        input: ({ context }) => ({ path: context.tempId ?? '' }),
        onDone: { description: 'Server menghapus unggahan foto', target: 'reverted' },
        // A failed revert is left to the server's purge of old uploads.
        onError: { description: 'Pembatalan gagal: server akan membersihkan unggahan lama sendiri', target: 'reverted' },
      },
    },
    reverted: {
      description: 'Unggahan foto dibatalkan; foto tidak lagi di album',
      type: 'final',
      entry: 'tellReverted',
    },
  },
});

export type UploadPhotoMachine = typeof uploadPhotoMachine;

const SHOWN: UploadPhotoTag[] = ['waiting', 'uploading', 'uploaded', 'failed'];

/** What the photo shows now; nothing once it is being taken back. */
export function shownAs(snapshot: SnapshotFrom<UploadPhotoMachine>): UploadPhotoTag | null {
  return SHOWN.find((tag) => snapshot.hasTag(tag)) ?? null;
}
