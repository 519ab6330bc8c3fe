// The photos and caption of a new album (the create-album modal). Each picked photo waits in a
// queue and goes alone to the temporary area; a failed one can be retried or removed, and
// removing an uploaded one reverts its upload. Network calls run one at a time: pending reverts
// first, then the next upload, then (no upload left) the uploaded ids are saved as the temp
// album in upload order. The caption opens with the first uploaded photo. Posting needs every
// photo uploaded, so an album never misses a photo; a new order dragged by the member is sent
// with reorder=true. Discarding reverts every upload. The draft outlives the modal. Photos
// beyond the fifth are left out, and the member is told how many.
import { assign, emit, fromPromise, setup } from 'xstate';
import { ALBUM_CAPTION_MAX_LENGTH, ALBUM_MAX_PHOTOS } from '../contract/limits.ts';
import { cutText } from './cut-text.ts';

export type UploadStatus = 'queued' | 'uploading' | 'uploaded' | 'failed';

export interface UploadItem {
  id: string;
  name: string;
  /** The picture as it is sent: already cropped and resized by the picker. */
  file: Blob;
  status: UploadStatus;
  /** The server's id of the temporary upload, once uploaded. */
  tempId: string | null;
}

export interface UploadQueueContext {
  /** In display order. */
  items: UploadItem[];
  /** Temp ids of the current uploads in the order they finished. */
  uploadOrder: string[];
  /** The temp album as last saved on the server. */
  savedOrder: string[];
  /** Temp ids of removed uploads, reverted one at a time. */
  toRevert: string[];
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
  | { type: 'POST' }
  | { type: 'DISCARD' }
  /** The picker took only the pictures that fit: `count` more were picked than the album holds. */
  | { type: 'LEFT_OUT'; count: number };

export type UploadQueueEmitted = { type: 'posted' };

export interface NewAlbum {
  caption: string;
  /** Temp ids in display order. */
  content: string[];
  reorder: boolean;
}

/** What keeps a draft from being posted, the first thing to do first. */
export type PostWait = 'noPhotos' | 'failedPhotos' | 'uploading' | 'noCaption';

export function postWait(context: Pick<UploadQueueContext, 'items' | 'caption'>): PostWait | null {
  if (context.items.length === 0) return 'noPhotos';
  if (context.items.some((item) => item.status === 'failed')) return 'failedPhotos';
  if (context.items.some((item) => item.status !== 'uploaded')) return 'uploading';
  if (context.caption.trim() === '') return 'noCaption';
  return null;
}

const itemOf = (context: UploadQueueContext, id: string) => context.items.find((item) => item.id === id);
const uploadingItem = (context: UploadQueueContext) => context.items.find((item) => item.status === 'uploading');
const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

function withStatus(items: UploadItem[], id: string | undefined, change: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change } : item));
}

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
  },
  actors: {
    /** Answers the temp id. */
    uploadTemp: fromPromise<string, { file: Blob; name: string }>(async () => {
      throw new Error('uploadTemp is provided by the app');
    }),
    revertTemp: fromPromise<void, { tempId: string }>(async () => {
      throw new Error('revertTemp is provided by the app');
    }),
    saveTempAlbum: fromPromise<void, { tempIds: string[] }>(async () => {
      throw new Error('saveTempAlbum is provided by the app');
    }),
    postAlbum: fromPromise<void, NewAlbum>(async () => {
      throw new Error('postAlbum is provided by the app');
    }),
  },
  actions: {
    addItem: assign({
      items: ({ context, event }) =>
        event.type === 'ADD'
          ? [...context.items, { id: event.id, name: event.name, file: event.file, status: 'queued' as const, tempId: null }]
          : context.items,
    }),
    requeue: assign({
      items: ({ context, event }) => withStatus(context.items, 'id' in event ? event.id : undefined, { status: 'queued' }),
    }),
    /** Drops the item; an uploaded one joins the reverts. */
    removeItem: assign(({ context, event }) => {
      const removed = event.type === 'REMOVE' ? itemOf(context, event.id) : undefined;
      const tempId = removed?.tempId ?? null;
      return {
        items: context.items.filter((item) => item !== removed),
        uploadOrder: context.uploadOrder.filter((id) => id !== tempId),
        toRevert: tempId ? [...context.toRevert, tempId] : context.toRevert,
      };
    }),
    reorder: assign({
      items: ({ context, event }) => (event.type === 'REORDER' ? moved(context.items, event.from, event.to) : context.items),
      reordered: true,
    }),
    setCaption: assign({
      caption: ({ context, event }) =>
        event.type === 'CAPTION_CHANGED' ? cutText(event.caption, ALBUM_CAPTION_MAX_LENGTH) : context.caption,
    }),
    startNextUpload: assign({
      items: ({ context }) => withStatus(context.items, context.items.find((item) => item.status === 'queued')?.id, { status: 'uploading' }),
    }),
    markUploaded: assign(({ context }, tempId: string) => ({
      items: withStatus(context.items, uploadingItem(context)?.id, { status: 'uploaded', tempId }),
      uploadOrder: [...context.uploadOrder, tempId],
    })),
    markFailed: assign({ items: ({ context }) => withStatus(context.items, uploadingItem(context)?.id, { status: 'failed' }) }),
    dropFirstRevert: assign({ toRevert: ({ context }) => context.toRevert.slice(1) }),
    markSaved: assign({ savedOrder: ({ context }) => context.uploadOrder }),
    /** Every upload is reverted; a request still running is cancelled (the server purges what it kept). */
    discard: assign(({ context }) => ({
      items: [],
      uploadOrder: [],
      savedOrder: [],
      toRevert: [...context.toRevert, ...context.uploadOrder],
      reordered: false,
      caption: '',
    })),
    notifyLeftOut: (_, _params: { count: number }) => {},
    notifyPosted: () => {},
    notifyPostFailed: () => {},
  },
  guards: {
    hasRoom: ({ context }) => context.items.length < ALBUM_MAX_PHOTOS,
    leavesSomeOut: ({ event }) => event.type === 'LEFT_OUT' && event.count > 0,
    isFailedItem: ({ context, event }) => event.type === 'RETRY' && itemOf(context, event.id)?.status === 'failed',
    isKnownItem: ({ context, event }) => event.type === 'REMOVE' && itemOf(context, event.id) !== undefined,
    isUploadingItem: ({ context, event }) => event.type === 'REMOVE' && itemOf(context, event.id)?.status === 'uploading',
    isMove: ({ context, event }) =>
      event.type === 'REORDER' &&
      event.from !== event.to &&
      [event.from, event.to].every((index) => Number.isInteger(index) && index >= 0 && index < context.items.length),
    hasUploaded: ({ context }) => context.uploadOrder.length > 0,
    hasDraft: ({ context }) => context.items.length > 0 || context.caption !== '',
    canPost: ({ context }) => postWait(context) === null,
    hasRevert: ({ context }) => context.toRevert.length > 0,
    hasQueued: ({ context }) => context.items.some((item) => item.status === 'queued'),
    needsSave: ({ context }) => context.uploadOrder.length > 0 && !sameOrder(context.uploadOrder, context.savedOrder),
  },
}).createMachine({
  description: 'Foto dan keterangan album baru (jendela buat album)',
  id: 'uploadQueue',
  context: { items: [], uploadOrder: [], savedOrder: [], toRevert: [], reordered: false, caption: '' },
  initial: 'drafting',
  states: {
    drafting: {
      description: 'Anggota menyusun album: memilih foto dan menulis keterangan',
      initial: 'idle',
      // While a call runs, changes only queue more work; the resting states pick it up.
      on: {
        ADD: [{ guard: 'hasRoom', actions: 'addItem' }, { actions: { type: 'notifyLeftOut', params: { count: 1 } } }],
        LEFT_OUT: { guard: 'leavesSomeOut', actions: { type: 'notifyLeftOut', params: ({ event }) => ({ count: event.count }) } },
        RETRY: { guard: 'isFailedItem', actions: 'requeue' },
        REMOVE: { guard: 'isKnownItem', actions: 'removeItem' },
        REORDER: { guard: 'isMove', actions: 'reorder' },
        CAPTION_CHANGED: { guard: 'hasUploaded', actions: 'setCaption' },
        DISCARD: { guard: 'hasDraft', target: '.next', actions: 'discard' },
      },
      states: {
        /** Nothing uploaded and nothing running. */
        idle: {
          description: 'Antrean diam: menunggu foto baru atau perintah anggota',
          on: {
            ADD: { guard: 'hasRoom', target: 'next', actions: 'addItem' },
            RETRY: { guard: 'isFailedItem', target: 'next', actions: 'requeue' },
            REMOVE: { guard: 'isKnownItem', target: 'next', actions: 'removeItem' },
          },
        },
        /** Picks the next call, one at a time. */
        next: {
          description: 'Memilih pekerjaan berikutnya dalam antrean',
          always: [
            { guard: 'hasRevert', target: 'reverting' },
            { guard: 'hasQueued', target: 'uploading', actions: 'startNextUpload' },
            { guard: 'needsSave', target: 'saving' },
            { guard: 'hasUploaded', target: 'saved' },
            // Nothing uploaded any more: the server's temp album is empty.
            { target: 'idle', actions: assign({ savedOrder: [] }) },
          ],
        },
        uploading: {
          description: 'Mengunggah satu foto ke area sementara',
          on: {
            // Cancels the running request.
            REMOVE: { guard: 'isUploadingItem', target: 'next', actions: 'removeItem' },
          },
          invoke: {
            id: 'uploadTemp',
            src: 'uploadTemp',
            input: ({ context }) => {
              const { file, name } = uploadingItem(context)!;
              return { file, name };
            },
            onDone: { target: 'next', actions: { type: 'markUploaded', params: ({ event }) => event.output } },
            onError: { target: 'next', actions: 'markFailed' },
          },
        },
        reverting: {
          description: 'Membatalkan unggahan foto yang dihapus anggota',
          invoke: {
            id: 'revertTemp',
            src: 'revertTemp',
            input: ({ context }) => ({ tempId: context.toRevert[0] }),
            // A failed revert is left to the server's purge of old uploads.
            onDone: { target: 'next', actions: 'dropFirstRevert' },
            onError: { target: 'next', actions: 'dropFirstRevert' },
          },
        },
        saving: {
          description: 'Menyimpan urutan foto sebagai album sementara',
          invoke: {
            id: 'saveTempAlbum',
            src: 'saveTempAlbum',
            input: ({ context }) => ({ tempIds: context.uploadOrder }),
            onDone: { target: 'next', actions: 'markSaved' },
            // Without saved positions the server falls back to upload order, which is what was
            // being saved: nothing to repeat.
            onError: { target: 'next', actions: 'markSaved' },
          },
        },
        /** Photos uploaded and saved as the temp album; the caption is open. */
        saved: {
          description: 'Semua foto terunggah dan tersimpan: album siap diposting',
          on: {
            ADD: { guard: 'hasRoom', target: 'next', actions: 'addItem' },
            RETRY: { guard: 'isFailedItem', target: 'next', actions: 'requeue' },
            REMOVE: { guard: 'isKnownItem', target: 'next', actions: 'removeItem' },
            POST: { guard: 'canPost', target: '#uploadQueue.posting' },
          },
        },
      },
    },
    posting: {
      description: 'Memposting album ke server',
      tags: ['loading'],
      invoke: {
        id: 'postAlbum',
        src: 'postAlbum',
        input: ({ context }) => ({
          caption: context.caption.trim(),
          content: context.items.flatMap((item) => (item.tempId ? [item.tempId] : [])),
          reorder: context.reordered,
        }),
        onDone: { target: 'posted', actions: ['notifyPosted', emit({ type: 'posted' })] },
        onError: { target: '#uploadQueue.drafting.saved', actions: 'notifyPostFailed' },
      },
    },
    posted: { description: 'Album terposting', type: 'final' },
  },
});
