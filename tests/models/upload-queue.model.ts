// Sample events for the create-album uploads, as a member and the server produce them. The first
// photo is uploaded, fails and is retried, removed while uploading, or discarded; a second one
// joins while the first uploads (and is removed from the queue, or fails and is retried from the
// saved album); five photos fill the album, a sixth is refused and a pick of two more is left
// out. With photos saved the member
// writes the caption, drags the second photo first, posts (the post may fail), removes an
// uploaded photo or discards the draft. Every server answer is tried where a call runs. A photo's
// upload and revert run in its own actor (upload-photo.model.ts tries each of their answers): the
// queue hears a photo's outcome from the photo, which the run causes by answering its call.
import type { AnyActorLogic, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ALBUM_MAX_PHOTOS } from '../../contract/limits.ts';
import { uploadPhotoMachine } from '../../machines/upload-photo.machine.ts';
import { uploadQueueMachine, type UploadItem, type UploadQueueContext } from '../../machines/upload-queue.machine.ts';

/** Where a photo's upload stands, as the queue knows it. */
export type PhotoStatus = 'queued' | 'uploading' | 'uploaded' | 'failed';

export function statusOf(context: UploadQueueContext, item: UploadItem): PhotoStatus {
  if (item.tempId !== null) return 'uploaded';
  if (context.turn === item.id) return 'uploading';
  return context.line.includes(item.id) ? 'queued' : 'failed';
}

export const photoNames = ['pantai.jpg', 'gunung.jpg', 'kota.jpg', 'sawah.jpg', 'danau.jpg', 'hutan.jpg'];

export interface SamplePhoto {
  id: string;
  name: string;
  file: Blob;
}

export const photos: SamplePhoto[] = photoNames.map((name, index) => ({
  id: `photo-${index + 1}`,
  name,
  file: new Blob([name], { type: 'image/jpeg' }),
}));

export const tempIdOf = (id: string) => `temp/${id}.jpg`;
export const caption = 'Jalan-jalan akhir pekan';

/** The next sample photo not in the draft (nor still being reverted: each photo's actor is named after it). */
const add = ({ items, toRevert }: UploadQueueContext): AnyEventObject[] => {
  const photo = photos.find((candidate) => ![...items, ...toRevert].some((item) => item.id === candidate.id));
  return photo ? [{ type: 'ADD', ...photo }] : [];
};

let current: UploadQueueContext;
const withStatus = (items: UploadItem[], status: PhotoStatus) => items.filter((item) => statusOf(current, item) === status);

/** The items are the first sample photos, in order, with these statuses. */
const isStory = (items: UploadItem[], ...statuses: PhotoStatus[]) =>
  items.length === statuses.length &&
  items.every((item, index) => item.id === photos[index].id && statusOf(current, item) === statuses[index]);

function uploadingEvents(context: UploadQueueContext): AnyEventObject[] {
  const { items, toRevert } = context;
  const [failed] = withStatus(items, 'failed');
  if (failed) return [{ type: 'RETRY', id: failed.id }];
  if (isStory(items, 'uploading')) return [...add(context), { type: 'REMOVE', id: items[0].id }, { type: 'DISCARD' }];
  if (isStory(items, 'uploading', 'queued')) return [...add(context), { type: 'REMOVE', id: items[1].id }];
  // Photos picked one after another until the album is full and one more is refused; a pick of
  // two more then finds no room at all.
  const filling = items.length > 2 && toRevert.length === 0 && items.slice(1).every((item) => statusOf(context, item) === 'queued');
  if (!filling) return [];
  return items.length === ALBUM_MAX_PHOTOS ? [...add(context), { type: 'LEFT_OUT', count: 2 }] : add(context);
}

function savedEvents(context: UploadQueueContext): AnyEventObject[] {
  const { items, caption: typed, reordered } = context;
  const [failed] = withStatus(items, 'failed');
  if (failed) return [{ type: 'RETRY', id: failed.id }, { type: 'REMOVE', id: failed.id }];
  const typeCaption = { type: 'CAPTION_CHANGED', caption };
  if (isStory(items, 'uploaded')) {
    return typed ? [{ type: 'POST' }] : [typeCaption, { type: 'REMOVE', id: items[0].id }, { type: 'DISCARD' }, ...add(context)];
  }
  const bothUploaded = items.length === 2 && withStatus(items, 'uploaded').length === 2;
  if (!bothUploaded) return [];
  if (!reordered) return [{ type: 'REORDER', from: 1, to: 0 }];
  return typed ? [{ type: 'POST' }] : [typeCaption];
}

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as UploadQueueContext;
  current = context;
  if (snapshot.matches({ drafting: 'idle' })) {
    const [failed] = withStatus(context.items, 'failed');
    return failed ? [{ type: 'RETRY', id: failed.id }, { type: 'REMOVE', id: failed.id }] : add(context);
  }
  if (snapshot.matches({ drafting: 'uploading' })) return uploadingEvents(context);
  if (snapshot.matches({ drafting: 'saved' })) return savedEvents(context);
  return [];
}

export const refusedPicture = { status: 400, body: { validation_errors: { album_content: ['Format gambar tidak didukung'] } } };

function serverAnswers(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as UploadQueueContext;
  current = context;
  const [uploading] = withStatus(context.items, 'uploading');
  const [reverting] = context.toRevert;
  // A full album is only there to refuse the sixth photo.
  const uploads =
    uploading && context.items.length <= 2
      ? [
          { type: 'PHOTO.UPLOADED', id: uploading.id, tempId: tempIdOf(uploading.id) },
          { type: 'PHOTO.FAILED', id: uploading.id },
        ]
      : [];
  return [
    ...uploads,
    ...(reverting ? [{ type: 'PHOTO.REVERTED', id: reverting.id }] : []),
    { type: 'xstate.done.actor.saveTempAlbum', output: undefined },
    { type: 'xstate.error.actor.saveTempAlbum', error: { status: 0, body: null } },
    { type: 'xstate.done.actor.postAlbum', output: undefined },
    { type: 'xstate.error.actor.postAlbum', error: { status: 400, body: { validation_errors: { content: ['Foto album tidak ditemukan'] } } } },
  ];
}

/** The answer to a photo's call that makes the photo tell the queue this event. */
function childOutcome(event: AnyEventObject): AnyEventObject | null {
  if (event.type === 'PHOTO.UPLOADED') return { type: 'xstate.done.actor.uploadTemp', output: event.tempId };
  if (event.type === 'PHOTO.FAILED') return { type: 'xstate.error.actor.uploadTemp', error: refusedPicture };
  if (event.type === 'PHOTO.REVERTED') return { type: 'xstate.done.actor.revertTemp', output: undefined };
  return null;
}

export const uploadQueueModel = {
  machine: uploadQueueMachine,
  actors: ['uploadTemp', 'revertTemp', 'saveTempAlbum', 'postAlbum'],
  provide: ({ uploadTemp, revertTemp, ...own }: Record<string, AnyActorLogic>) => ({
    ...own,
    uploadPhoto: uploadPhotoMachine.provide({ actors: { uploadTemp, revertTemp } as never }),
  }),
  childOutcome,
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers(snapshot)],
};
