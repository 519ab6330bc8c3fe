// Sample events for the create-album uploads, as a member and the server produce them. The first
// photo is uploaded, fails and is retried, removed while uploading, or discarded; a second one
// joins while the first uploads (and is removed from the queue, or fails and is retried from the
// saved album); five photos fill the album, a sixth is refused and a pick of two more is left
// out. With photos saved the member
// writes the caption, drags the second photo first, posts (the post may fail), removes an
// uploaded photo or discards the draft. Every server answer is tried where a call runs.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ALBUM_MAX_PHOTOS } from '../../contract/limits.ts';
import { uploadQueueMachine, type UploadItem, type UploadQueueContext } from '../../machines/upload-queue.machine.ts';

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

const tempIdOf = (id: string) => `temp/${id}.jpg`;
export const caption = 'Jalan-jalan akhir pekan';

const add = (items: UploadItem[]): AnyEventObject[] => {
  const photo = photos.find((candidate) => !items.some((item) => item.id === candidate.id));
  return photo ? [{ type: 'ADD', ...photo }] : [];
};

const withStatus = (items: UploadItem[], status: UploadItem['status']) => items.filter((item) => item.status === status);

/** The items are the first sample photos, in order, with these statuses. */
const isStory = (items: UploadItem[], ...statuses: UploadItem['status'][]) =>
  items.length === statuses.length && items.every((item, index) => item.id === photos[index].id && item.status === statuses[index]);

function uploadingEvents({ items, toRevert }: UploadQueueContext): AnyEventObject[] {
  const [failed] = withStatus(items, 'failed');
  if (failed) return [{ type: 'RETRY', id: failed.id }];
  if (isStory(items, 'uploading')) return [...add(items), { type: 'REMOVE', id: items[0].id }, { type: 'DISCARD' }];
  if (isStory(items, 'uploading', 'queued')) return [...add(items), { type: 'REMOVE', id: items[1].id }];
  // Photos picked one after another until the album is full and one more is refused; a pick of
  // two more then finds no room at all.
  const filling = items.length > 2 && toRevert.length === 0 && items.slice(1).every((item) => item.status === 'queued');
  if (!filling) return [];
  return items.length === ALBUM_MAX_PHOTOS ? [...add(items), { type: 'LEFT_OUT', count: 2 }] : add(items);
}

function savedEvents({ items, caption: typed, reordered }: UploadQueueContext): AnyEventObject[] {
  const [failed] = withStatus(items, 'failed');
  if (failed) return [{ type: 'RETRY', id: failed.id }, { type: 'REMOVE', id: failed.id }];
  const typeCaption = { type: 'CAPTION_CHANGED', caption };
  if (isStory(items, 'uploaded')) {
    return typed ? [{ type: 'POST' }] : [typeCaption, { type: 'REMOVE', id: items[0].id }, { type: 'DISCARD' }, ...add(items)];
  }
  const bothUploaded = items.length === 2 && withStatus(items, 'uploaded').length === 2;
  if (!bothUploaded) return [];
  if (!reordered) return [{ type: 'REORDER', from: 1, to: 0 }];
  return typed ? [{ type: 'POST' }] : [typeCaption];
}

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as UploadQueueContext;
  if (snapshot.matches({ drafting: 'idle' })) {
    const [failed] = withStatus(context.items, 'failed');
    return failed ? [{ type: 'RETRY', id: failed.id }, { type: 'REMOVE', id: failed.id }] : add(context.items);
  }
  if (snapshot.matches({ drafting: 'uploading' })) return uploadingEvents(context);
  if (snapshot.matches({ drafting: 'saved' })) return savedEvents(context);
  return [];
}

function serverAnswers(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { items } = snapshot.context as UploadQueueContext;
  const [uploading] = withStatus(items, 'uploading');
  // A full album is only there to refuse the sixth photo.
  const uploads =
    uploading && items.length <= 2
      ? [
          { type: 'xstate.done.actor.uploadTemp', output: tempIdOf(uploading.id) },
          { type: 'xstate.error.actor.uploadTemp', error: { status: 400, body: { validation_errors: { album_content: ['Format gambar tidak didukung'] } } } },
        ]
      : [];
  return [
    ...uploads,
    { type: 'xstate.done.actor.revertTemp', output: undefined },
    { type: 'xstate.error.actor.revertTemp', error: { status: 0, body: null } },
    { type: 'xstate.done.actor.saveTempAlbum', output: undefined },
    { type: 'xstate.error.actor.saveTempAlbum', error: { status: 0, body: null } },
    { type: 'xstate.done.actor.postAlbum', output: undefined },
    { type: 'xstate.error.actor.postAlbum', error: { status: 400, body: { validation_errors: { content: ['Foto album tidak ditemukan'] } } } },
  ];
}

export const uploadQueueModel = {
  machine: uploadQueueMachine,
  actors: ['uploadTemp', 'revertTemp', 'saveTempAlbum', 'postAlbum'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers(snapshot)],
};
