// The photos and caption of a new album (the create-album modal). Each picked photo is an actor
// of its own (upload-photo.machine.ts) that waits in the queue's line and is given its turn: one
// upload runs at a time, in the order the photos were picked (a retried one joins the end of the
// line). A failed photo can be retried or removed, and removing an uploaded one reverts its
// upload. Network calls run one at a time: pending reverts first, then the next upload, then (no
// upload left) the uploaded ids are saved as the temp album in upload order. The caption opens
// with the first uploaded photo. Posting needs every photo uploaded, so an album never misses a
// photo; a new order dragged by the member is sent with reorder=true. Discarding reverts every
// upload. The draft outlives the modal. Photos beyond the fifth are left out, and the member is
// told how many. The queue learns each photo's outcome from the photo itself. Each photo may get a
// description (alt text, contract §19); posting photos without one first asks the member
// ('Posting tanpa deskripsi?') unless they switched that reminder off.
import { and, assign, emit, enqueueActions, fromPromise, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import { ALBUM_CAPTION_MAX_LENGTH, ALBUM_MAX_PHOTOS, ALBUM_PHOTO_ALT_MAX_LENGTH } from '../contract/limits.ts';
import { cutText } from './cut-text.ts';
import { uploadPhotoMachine, type UploadPhotoReport, type UploadPhotoTag } from './upload-photo.machine.ts';

export type UploadPhotoRef = ActorRefFrom<typeof uploadPhotoMachine>;

export interface UploadItem {
  id: string;
  /** The photo's own actor: its name, picture and state. */
  ref: UploadPhotoRef;
  /** The temp id its upload answered, once uploaded. */
  tempId: string | null;
  /** The member's description of the photo, as typed ('' for none). */
  alt: string;
}

export interface UploadQueueContext {
  /** In display order. */
  items: UploadItem[];
  /** Ids of the photos waiting for their turn, in the order they were picked or retried. */
  line: string[];
  /** The photo whose upload runs. */
  turn: string | null;
  /** Temp ids of the current uploads in the order they finished. */
  uploadOrder: string[];
  /** The temp album as last saved on the server. */
  savedOrder: string[];
  /** Removed uploaded photos, reverted one at a time. */
  toRevert: UploadPhotoRef[];
  /** The member dragged the photos into a new order. */
  reordered: boolean;
  caption: string;
}

export type UploadQueueEvent =
  | { type: 'ADD'; id: string; name: string; file: Blob }
  | { type: 'RETRY'; id: string }
  | { type: 'REMOVE'; id: string }
  | { type: 'REORDER'; from: number; to: number }
  | { type: 'CAPTION_CHANGED'; caption: string }
  | { type: 'ALT_CHANGED'; id: string; alt: string }
  | { type: 'POST' }
  /** 'Tambahkan' on the reminder: back to the draft to describe the photos. */
  | { type: 'ADD_ALT' }
  /** 'Posting saja' on the reminder. */
  | { type: 'POST_ANYWAY' }
  | { type: 'DISCARD' }
  /** The picker took only the pictures that fit: `count` more were picked than the album holds. */
  | { type: 'LEFT_OUT'; count: number }
  | UploadPhotoReport;

export type UploadQueueEmitted = { type: 'posted' };

export type UploadQueueTag = 'postingAlbum' | 'remindingAlt';

export interface NewAlbum {
  caption: string;
  /** Temp ids in display order. */
  content: string[];
  /** Descriptions aligned with `content`; null where the member wrote none. */
  alt: (string | null)[];
  reorder: boolean;
}

/** What keeps a draft from being posted, the first thing to do first. */
export type PostWait = 'noPhotos' | 'failedPhotos' | 'uploading' | 'noCaption';

/** Why the draft cannot be posted yet, from what its photos show (in display order) and its caption. */
export function postWait(photos: UploadPhotoTag[], caption: string): PostWait | null {
  if (photos.length === 0) return 'noPhotos';
  if (photos.includes('failed')) return 'failedPhotos';
  if (photos.some((shown) => shown !== 'uploaded')) return 'uploading';
  if (caption.trim() === '') return 'noCaption';
  return null;
}

const itemOf = (context: UploadQueueContext, id: string) => context.items.find((item) => item.id === id);
const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/** A photo neither uploaded, nor waiting, nor uploading: its upload failed. */
const isFailed = (context: UploadQueueContext, item: UploadItem | undefined) =>
  item !== undefined && item.tempId === null && item.id !== context.turn && !context.line.includes(item.id);

const lacksAlt = (item: UploadItem) => item.alt.trim() === '';

function moved<T>(list: T[], from: number, to: number): T[] {
  const result = [...list];
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item);
  return result;
}

export const uploadQueueMachine = setup({
  types: {
    context: {} as UploadQueueContext,
    events: {} as UploadQueueEvent,
    emitted: {} as UploadQueueEmitted,
    tags: {} as UploadQueueTag,
  },
  actors: {
    /** One photo's upload and revert; the app provides its network calls. */
    uploadPhoto: uploadPhotoMachine,
    saveTempAlbum: fromPromise<void, { tempIds: string[] }>(async () => {
      throw new Error('saveTempAlbum is provided by the app');
    }),
    postAlbum: fromPromise<void, NewAlbum>(async () => {
      throw new Error('postAlbum is provided by the app');
    }),
  },
  actions: {
    /** The photo gets its actor and joins the end of the line. */
    addItem: assign(({ context, event, spawn, self }) => {
      if (event.type !== 'ADD') return {};
      const { id, name, file } = event;
      const ref = spawn('uploadPhoto', { id, input: { queue: self, id, name, file } });
      return { items: [...context.items, { id, ref, tempId: null, alt: '' }], line: [...context.line, id] };
    }),
    /** The failed photo is asked to try again and joins the end of the line (its actor is named after it). */
    requeue: sendTo(({ event }) => ('id' in event ? event.id : ''), { type: 'RETRY' }),
    joinLine: assign({ line: ({ context, event }) => (event.type === 'RETRY' ? [...context.line, event.id] : context.line) }),
    /** Drops the photo: an uploaded one joins the reverts, any other stops (a running upload is cancelled). */
    removeItem: assign(({ context, event }) => {
      const removed = event.type === 'REMOVE' ? itemOf(context, event.id) : undefined;
      if (!removed) return {};
      return {
        items: context.items.filter((item) => item !== removed),
        line: context.line.filter((id) => id !== removed.id),
        turn: context.turn === removed.id ? null : context.turn,
        uploadOrder: context.uploadOrder.filter((id) => id !== removed.tempId),
        toRevert: removed.tempId === null ? context.toRevert : [...context.toRevert, removed.ref],
      };
    }),
    /** A removed photo without an upload stops (its running upload is cancelled); an uploaded one waits to revert. */
    stopRemoved: stopChild(({ context, event }) => {
      const removed = event.type === 'REMOVE' ? itemOf(context, event.id) : undefined;
      return removed?.tempId === null ? removed.ref : '';
    }),
    reorder: assign({
      items: ({ context, event }) => (event.type === 'REORDER' ? moved(context.items, event.from, event.to) : context.items),
      reordered: true,
    }),
    setCaption: assign({
      caption: ({ context, event }) =>
        event.type === 'CAPTION_CHANGED' ? cutText(event.caption, ALBUM_CAPTION_MAX_LENGTH) : context.caption,
    }),
    setAlt: assign({
      items: ({ context, event }) =>
        event.type === 'ALT_CHANGED'
          ? context.items.map((item) => (item.id === event.id ? { ...item, alt: cutText(event.alt, ALBUM_PHOTO_ALT_MAX_LENGTH) } : item))
          : context.items,
    }),
    /** The first photo of the line gets its turn. */
    startNextUpload: sendTo(({ context }) => context.line[0], { type: 'START' }),
    takeTurn: assign(({ context }) => ({ line: context.line.slice(1), turn: context.line[0] })),
    markUploaded: assign(({ context, event }) => {
      if (event.type !== 'PHOTO.UPLOADED') return {};
      return {
        items: context.items.map((item) => (item.id === event.id ? { ...item, tempId: event.tempId } : item)),
        uploadOrder: [...context.uploadOrder, event.tempId],
        turn: null,
      };
    }),
    endTurn: assign({ turn: null }),
    revertFirst: sendTo(({ context }) => context.toRevert[0], { type: 'REVERT' }),
    dropReverted: assign({
      toRevert: ({ context, event }) => context.toRevert.filter((ref) => event.type !== 'PHOTO.REVERTED' || ref.id !== event.id),
    }),
    markSaved: assign({ savedOrder: ({ context }) => context.uploadOrder }),
    /** Every upload is reverted; any other photo stops (see DISCARD), a request still running is cancelled. */
    clearDraft: assign(({ context }) => {
      const uploaded = context.items.filter((item) => item.tempId !== null).map((item) => item.ref);
      return {
        items: [],
        line: [],
        turn: null,
        uploadOrder: [],
        savedOrder: [],
        toRevert: [...context.toRevert, ...uploaded],
        reordered: false,
        caption: '',
      };
    }),
    notifyLeftOut: (_, _params: { count: number }) => {},
    notifyPosted: () => {},
    notifyPostFailed: () => {},
  },
  guards: {
    hasRoom: ({ context }) => context.items.length < ALBUM_MAX_PHOTOS,
    leavesSomeOut: ({ event }) => event.type === 'LEFT_OUT' && event.count > 0,
    isFailedItem: ({ context, event }) => event.type === 'RETRY' && isFailed(context, itemOf(context, event.id)),
    isKnownItem: ({ context, event }) => event.type === 'REMOVE' && itemOf(context, event.id) !== undefined,
    isDescribedItem: ({ context, event }) => event.type === 'ALT_CHANGED' && itemOf(context, event.id) !== undefined,
    hasPhotoWithoutAlt: ({ context }) => context.items.some(lacksAlt),
    /** The member keeps the reminder on; the app reads their choice. */
    remindsOfAlt: () => true,
    isUploadingItem: ({ context, event }) => event.type === 'REMOVE' && event.id === context.turn,
    isMove: ({ context, event }) =>
      event.type === 'REORDER' &&
      event.from !== event.to &&
      [event.from, event.to].every((index) => Number.isInteger(index) && index >= 0 && index < context.items.length),
    hasUploaded: ({ context }) => context.uploadOrder.length > 0,
    hasDraft: ({ context }) => context.items.length > 0 || context.caption !== '',
    canPost: ({ context }) =>
      context.items.length > 0 && context.items.every((item) => item.tempId !== null) && context.caption.trim() !== '',
    hasRevert: ({ context }) => context.toRevert.length > 0,
    hasWaiting: ({ context }) => context.line.length > 0,
    needsSave: ({ context }) => context.uploadOrder.length > 0 && !sameOrder(context.uploadOrder, context.savedOrder),
  },
}).createMachine({
  description: 'Foto dan keterangan album baru (jendela buat album)',
  id: 'uploadQueue',
  context: { items: [], line: [], turn: null, uploadOrder: [], savedOrder: [], toRevert: [], reordered: false, caption: '' },
  initial: 'drafting',
  states: {
    drafting: {
      description: 'Anggota menyusun album: memilih foto dan menulis keterangan',
      initial: 'idle',
      // While a call runs, changes only queue more work; the resting states pick it up.
      on: {
        ADD: [
          { description: 'Foto baru masuk ke akhir antrean', guard: 'hasRoom', actions: 'addItem' },
          {
            description: `Album sudah berisi ${ALBUM_MAX_PHOTOS} foto: foto baru tidak ditambahkan dan anggota diberi tahu`,
            actions: { type: 'notifyLeftOut', params: { count: 1 } },
          },
        ],
        LEFT_OUT: {
          description: `Pemilih gambar melewatkan foto yang melebihi ${ALBUM_MAX_PHOTOS}: anggota diberi tahu berapa`,
          guard: 'leavesSomeOut',
          actions: { type: 'notifyLeftOut', params: ({ event }) => ({ count: event.count }) },
        },
        RETRY: { description: 'Anggota mengulang foto yang gagal: foto kembali ke akhir antrean', guard: 'isFailedItem', actions: ['requeue', 'joinLine'] },
        REMOVE: { description: 'Anggota menghapus foto dari album', guard: 'isKnownItem', actions: ['stopRemoved', 'removeItem'] },
        REORDER: { description: 'Anggota memindahkan foto ke urutan baru', guard: 'isMove', actions: 'reorder' },
        CAPTION_CHANGED: { description: 'Anggota menulis caption', guard: 'hasUploaded', actions: 'setCaption' },
        ALT_CHANGED: { description: 'Anggota menulis deskripsi sebuah foto', guard: 'isDescribedItem', actions: 'setAlt' },
        DISCARD: { description: 'Anggota membuang draft: semua unggahan dibatalkan', guard: 'hasDraft', target: '.next', actions: [
            enqueueActions(({ context, enqueue }) => {
              for (const item of context.items) if (item.tempId === null) enqueue.stopChild(item.ref);
            }),
            'clearDraft',
          ], },
      },
      states: {
        /** Nothing uploaded and nothing running. */
        idle: {
          description: 'Antrean diam: menunggu foto baru atau perintah anggota',
          on: {
            ADD: { description: 'Foto baru masuk antrean dan langsung mendapat giliran', guard: 'hasRoom', target: 'next', actions: 'addItem' },
            RETRY: { description: 'Anggota mengulang foto yang gagal', guard: 'isFailedItem', target: 'next', actions: ['requeue', 'joinLine'] },
            REMOVE: { description: 'Anggota menghapus foto', guard: 'isKnownItem', target: 'next', actions: ['stopRemoved', 'removeItem'] },
          },
        },
        /** Picks the next call, one at a time. */
        next: {
          description: 'Memilih pekerjaan berikutnya dalam antrean',
          always: [
            { description: 'Ada unggahan yang harus dibatalkan', guard: 'hasRevert', target: 'reverting' },
            {
              description: 'Foto pertama dalam antrean mendapat giliran diunggah',
              guard: 'hasWaiting',
              target: 'uploading',
              actions: ['startNextUpload', 'takeTurn'],
            },
            { description: 'Urutan unggahan berubah: disimpan sebagai album sementara', guard: 'needsSave', target: 'saving' },
            { description: 'Semua unggahan tersimpan', guard: 'hasUploaded', target: 'saved' },
            // Nothing uploaded any more: the server's temp album is empty.
            { description: 'Tidak ada foto terunggah lagi', target: 'idle', actions: assign({ savedOrder: [] }) },
          ],
        },
        uploading: {
          description: 'Satu foto sedang diunggah ke area sementara',
          on: {
            'PHOTO.UPLOADED': { description: 'Foto yang mendapat giliran terunggah', target: 'next', actions: 'markUploaded' },
            'PHOTO.FAILED': { description: 'Unggahan foto yang mendapat giliran gagal', target: 'next', actions: 'endTurn' },
            // Cancels the running request.
            REMOVE: {
              description: 'Anggota menghapus foto yang sedang diunggah: unggahannya dihentikan',
              guard: 'isUploadingItem',
              target: 'next',
              actions: ['stopRemoved', 'removeItem'],
            },
          },
        },
        reverting: {
          description: 'Membatalkan unggahan foto yang dihapus anggota',
          entry: 'revertFirst',
          on: {
            'PHOTO.REVERTED': { description: 'Unggahan foto itu sudah dibatalkan', target: 'next', actions: 'dropReverted' },
          },
        },
        saving: {
          description: 'Menyimpan urutan foto sebagai album sementara',
          invoke: {
            id: 'saveTempAlbum',
            src: 'saveTempAlbum',
            input: ({ context }) => ({ tempIds: context.uploadOrder }),
            onDone: { description: 'Server menyimpan urutan foto', target: 'next', actions: 'markSaved' },
            // Without saved positions the server falls back to upload order, which is what was
            // being saved: nothing to repeat.
            onError: {
              description: 'Penyimpanan gagal: server memakai urutan unggahan, yang memang sedang disimpan',
              target: 'next',
              actions: 'markSaved',
            },
          },
        },
        /** Photos uploaded and saved as the temp album; the caption is open. */
        saved: {
          description: 'Semua foto terunggah dan tersimpan: album siap diposting',
          on: {
            ADD: { description: 'Foto baru masuk antrean', guard: 'hasRoom', target: 'next', actions: 'addItem' },
            RETRY: { description: 'Anggota mengulang foto yang gagal', guard: 'isFailedItem', target: 'next', actions: ['requeue', 'joinLine'] },
            REMOVE: { description: 'Anggota menghapus foto', guard: 'isKnownItem', target: 'next', actions: ['stopRemoved', 'removeItem'] },
            POST: [
              {
                description: 'Anggota menekan Posting, ada foto tanpa deskripsi → layar bertanya ‘Posting tanpa deskripsi?’',
                guard: and(['canPost', 'hasPhotoWithoutAlt', 'remindsOfAlt']),
                target: 'remindingAlt',
              },
              { description: 'Anggota menekan Posting', guard: 'canPost', target: '#uploadQueue.posting' },
            ],
          },
        },
        /** 'Posting tanpa deskripsi?' */
        remindingAlt: {
          description: 'Layar mengingatkan bahwa ada foto tanpa deskripsi',
          tags: ['remindingAlt'],
          on: {
            // Back through `next`, which picks up anything queued meanwhile.
            ADD_ALT: { description: 'Anggota memilih ‘Tambahkan’ → kembali ke draft untuk menulis deskripsi', target: 'next' },
            POST_ANYWAY: {
              description: 'Anggota memilih ‘Posting saja’ → album diposting tanpa deskripsi itu',
              guard: 'canPost',
              target: '#uploadQueue.posting',
            },
          },
        },
      },
    },
    posting: {
      description: 'Memposting album ke server',
      tags: ['postingAlbum'],
      invoke: {
        id: 'postAlbum',
        src: 'postAlbum',
        input: ({ context }) => ({
          caption: context.caption.trim(),
          content: context.items.flatMap((item) => (item.tempId ? [item.tempId] : [])),
          alt: context.items.flatMap((item) => (item.tempId ? [lacksAlt(item) ? null : item.alt.trim()] : [])),
          reorder: context.reordered,
        }),
        onDone: { description: 'Album terposting', target: 'posted', actions: ['notifyPosted', emit({ type: 'posted' })] },
        onError: {
          description: 'Posting gagal: draft tetap dan anggota diberi tahu',
          target: '#uploadQueue.drafting.saved',
          actions: 'notifyPostFailed',
        },
      },
    },
    posted: { description: 'Album terposting', type: 'final' },
  },
});
