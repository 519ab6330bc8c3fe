// Sample events for the create-album uploads, as a member and the server produce them. The first
// photo is uploaded, fails and is retried, removed while uploading, or discarded; a second one
// joins while the first uploads (and is removed from the queue, or fails and is retried from the
// saved album); five photos fill the album, a sixth is refused and a pick of two more is left
// out. With photos saved the member
// writes the caption, drags the second photo first, posts (the post may fail), removes an
// uploaded photo or discards the draft. A single photo is posted without a description (the
// reminder 'Posting tanpa deskripsi?' answered 'Tambahkan' or 'Posting saja') or described first.
// Every server answer is tried where a call runs. A photo's
// upload and revert run in its own actor (upload-photo.model.ts tries each of their answers): the
// queue hears a photo's outcome from the photo, which the run causes by answering its call.
import { expect } from 'vitest';
import type { AnyActorLogic, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ALBUM_MAX_PHOTOS } from '../../contract/limits.ts';
import { uploadPhotoMachine } from '../../machines/upload-photo.machine.ts';
import { uploadQueueMachine, type UploadItem, type UploadQueueContext } from '../../machines/upload-queue.machine.ts';
import type { PathSoFar, SpecExpectation } from '../helpers/model/expectation-types.ts';
import { displayedAlts, displayedUploads, draftAfter, type Draft } from './album-draft.ts';

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
export const description = 'Pantai saat matahari terbenam, dua anak bermain pasir';

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
    const describe = items[0].alt === '' ? [{ type: 'ALT_CHANGED', id: items[0].id, alt: description }] : [];
    return typed ? [{ type: 'POST' }, ...describe] : [typeCaption, { type: 'REMOVE', id: items[0].id }, { type: 'DISCARD' }, ...add(context)];
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
  if (snapshot.matches({ drafting: 'remindingAlt' })) return [{ type: 'ADD_ALT' }, { type: 'POST_ANYWAY' }];
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

const photoById = (id: string) => photos.find((photo) => photo.id === id)!;
const draftSoFar = ({ events }: PathSoFar) => draftAfter(events);

/** The upload of the photo first in line (the picture as the sample or as the picker read it). */
const nextUpload = (path: PathSoFar) => ({ album_content: expect.any(Blob), name: photoById(draftSoFar(path).line[0]).name });
const leftOutText = (count: number) => `${count} gambar tidak ditambahkan: maksimal ${ALBUM_MAX_PHOTOS} gambar dalam satu album`;

/** POST /album: caption, ids in display order, their descriptions when any was written (contract §19). */
const postRequest = {
  actor: 'postAlbum',
  input: (path: PathSoFar) => {
    const draft = draftSoFar(path);
    return { caption: draft.caption.trim(), content: displayedUploads(draft), alt: displayedAlts(draft), reorder: draft.reordered };
  },
  sends: (path: PathSoFar) => {
    const draft = draftSoFar(path);
    return {
      endpoint: 'createAlbum' as const,
      ...(draft.reordered ? { query: { reorder: 'true' } } : {}),
      body: { caption: draft.caption.trim(), content: displayedUploads(draft), ...describedAlts(draft) },
    };
  },
};

function describedAlts(draft: Draft): { alt?: (string | null)[] } {
  const alts = displayedAlts(draft);
  return alts.some((alt) => alt !== null) ? { alt: alts } : {};
}

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Foto yang dipilih diunggah sendiri ke POST /temp/album, di field album_content',
    when: { event: 'ADD', from: 'drafting.idle' },
    request: {
      actor: 'uploadTemp',
      input: nextUpload,
      sends: (path) => ({ endpoint: 'uploadTempPhoto', form: { album_content: nextUpload(path).name } }),
    },
    text: [{ in: { dialog: 'Buat Album' }, says: ['Tulis Caption', 'Posting'] }, { in: { list: true }, says: 'Mengunggah...' }],
  },
  {
    spec: '§9 Business constants and limits',
    name: 'Satu unggahan pada satu waktu: foto yang dipilih saat unggahan lain berjalan menunggu',
    when: { event: 'ADD', from: 'drafting.uploading' },
    noRequest: ['uploadTemp'],
    text: { in: { list: true }, says: 'Menunggu' },
  },
  {
    spec: '§4 States and transitions',
    name: 'Setelah satu foto terunggah, foto berikutnya menurut urutan pilih diunggah',
    when: { event: 'PHOTO.UPLOADED', to: 'drafting.uploading' },
    request: { actor: 'uploadTemp', input: nextUpload },
    text: { in: { list: true }, says: ['Terunggah', 'Mengunggah...'] },
  },
  {
    spec: '§4 States and transitions',
    name: 'Unggahan yang gagal tidak menahan antrean: foto berikutnya diunggah',
    when: { event: 'PHOTO.FAILED', to: 'drafting.uploading' },
    request: { actor: 'uploadTemp', input: nextUpload },
    text: { in: { list: true }, says: ['Gagal diunggah', 'Mengunggah...'] },
  },
  {
    spec: '§4 States and transitions',
    name: 'Setelah semua unggahan selesai, id disimpan sebagai album sementara dalam urutan unggahan: PUT /temp/album',
    when: { to: 'drafting.saving' },
    request: {
      actor: 'saveTempAlbum',
      input: (path) => ({ tempIds: draftSoFar(path).uploadOrder }),
      sends: (path) => ({ endpoint: 'saveTempAlbum', body: { album_contents: draftSoFar(path).uploadOrder } }),
    },
    noRequest: ['uploadTemp'],
  },
  {
    spec: '§4 States and transitions',
    name: 'Foto terunggah yang dihapus (atau dibuang bersama draft) dibatalkan: DELETE /temp/album dengan id-nya',
    when: { to: 'drafting.reverting' },
    request: {
      actor: 'revertTemp',
      input: (path) => ({ path: draftSoFar(path).toRevert[0].tempId }),
      sends: (path) => ({ endpoint: 'revertTempPhoto', body: { path: draftSoFar(path).toRevert[0].tempId } }),
    },
  },
  {
    spec: '§5 Validation rules',
    name: `Foto keenam tidak ditambahkan: album berisi paling banyak ${ALBUM_MAX_PHOTOS} foto, dan anggota diberi tahu`,
    when: { event: 'ADD', with: { id: photos[ALBUM_MAX_PHOTOS].id } },
    actions: [{ type: 'notifyLeftOut', params: { count: 1 } }],
    noRequest: ['uploadTemp', 'uploadPhoto'],
    text: { in: 'toast', says: leftOutText(1) },
  },
  {
    spec: '§5 Validation rules',
    name: 'Gambar yang dipilih melebihi batas tidak ditambahkan, dan anggota diberi tahu berapa',
    when: { event: 'LEFT_OUT', with: { count: 2 } },
    actions: [{ type: 'notifyLeftOut', params: { count: 2 } }],
    noRequest: ['uploadTemp', 'uploadPhoto'],
    text: { in: 'toast', says: leftOutText(2) },
  },
  {
    spec: '§7 Calls',
    name: 'Posting mengirim POST /album dengan caption dan id dalam urutan tampil; ?reorder=true bila foto diseret',
    when: { event: 'POST', to: 'posting' },
    request: postRequest,
  },
  {
    spec: '§4 States and transitions',
    name: 'Posting foto tanpa deskripsi bertanya dulu ‘Posting tanpa deskripsi?’ dengan ‘Tambahkan’ dan ‘Posting saja’',
    when: { event: 'POST', to: 'drafting.remindingAlt' },
    noRequest: ['postAlbum'],
    text: { in: { dialog: 'Posting tanpa deskripsi?' }, says: ['Tambahkan', 'Posting saja'] },
  },
  {
    spec: '§4 States and transitions',
    name: '‘Tambahkan’ kembali ke draft tanpa memposting',
    when: { event: 'ADD_ALT' },
    noRequest: ['postAlbum'],
    text: { in: { dialog: 'Buat Album' }, says: ['Deskripsi foto', 'Posting'] },
  },
  {
    spec: '§7 Calls',
    name: '‘Posting saja’ mengirim POST /album tanpa deskripsi, seperti klien API lama',
    when: { event: 'POST_ANYWAY' },
    request: postRequest,
  },
  {
    spec: '§2 Screens and routes',
    name: 'Album terposting: toast “Album dibuat”',
    when: { event: 'xstate.done.actor.postAlbum' },
    actions: ['notifyPosted'],
    text: { in: 'toast', says: 'Album dibuat' },
  },
];

export const uploadQueueModel = {
  machine: uploadQueueMachine,
  expectations,
  actors: ['uploadTemp', 'revertTemp', 'saveTempAlbum', 'postAlbum'],
  provide: ({ uploadTemp, revertTemp, ...own }: Record<string, AnyActorLogic>) => ({
    ...own,
    uploadPhoto: uploadPhotoMachine.provide({ actors: { uploadTemp, revertTemp } as never }),
  }),
  childOutcome,
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers(snapshot)],
};
