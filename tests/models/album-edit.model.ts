// Sample events for the album edit screen: the album loads, fails (then a retry) or is refused
// (someone else's album). The owner changes the caption, describes the first photo and saves
// both (each saved or failed), and deletes a photo: asked first, cancelled or confirmed, deleted or failed. An album of one photo
// offers no delete.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { albumEditMachine, type AlbumEditContext, type EditableAlbum } from '../../machines/album-edit.machine.ts';
import type { PathSoFar, SpecExpectation } from '../helpers/model/expectation-types.ts';

const photo = (id: number) => ({ id, content: `http://api.test/media/album/${id}.jpg`, alt: null });

export const albumSlug = 'slug1xxxxxxxxxxxxxxx';
export const twoPhotoAlbum: EditableAlbum = { caption: 'Senja di pantai', photos: [photo(1), photo(2)] };
export const onePhotoAlbum: EditableAlbum = { caption: 'Senja di pantai', photos: [photo(1)] };
export const newCaption = 'Senja di pantai Kuta';
export const newAlt = 'Matahari terbenam di balik perahu nelayan';

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchAlbum', output: twoPhotoAlbum },
  { type: 'xstate.done.actor.fetchAlbum', output: onePhotoAlbum },
  { type: 'xstate.error.actor.fetchAlbum', error: { status: 0, body: null } },
  { type: 'xstate.error.actor.fetchAlbum', error: { status: 403, body: { status: false, message: 'Forbidden action' } } },
  { type: 'xstate.done.actor.updateCaption', output: newCaption },
  { type: 'xstate.error.actor.updateCaption', error: { status: 0, body: null } },
  { type: 'xstate.done.actor.updatePhotoAlts', output: [{ ...photo(1), alt: newAlt }] },
  { type: 'xstate.error.actor.updatePhotoAlts', error: { status: 0, body: null } },
  { type: 'xstate.done.actor.deletePhoto', output: undefined },
  { type: 'xstate.error.actor.deletePhoto', error: { status: 422, body: { status: false, message: 'Failed to delete , at least 1 content left' } } },
];

/** What the owner does next: change the caption once and save it, or delete the first photo. */
function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (snapshot.matches('confirmingDelete')) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }];
  if (!snapshot.matches('editing')) return [];
  const { caption, draft, photos, altDrafts } = snapshot.context as AlbumEditContext;
  if (caption === newCaption) return [];
  const captionStep = draft === caption ? { type: 'CAPTION_CHANGED', caption: newCaption } : { type: 'SAVE' };
  const describe = altDrafts[photos[0].id] === '' ? [{ type: 'ALT_CHANGED', id: photos[0].id, alt: newAlt }] : [];
  return [captionStep, ...describe, { type: 'DELETE_PHOTO', id: photos[0].id }];
}

/** The photo the owner described on this path. */
const describedPhoto = ({ events }: PathSoFar) => events.findLast((event) => event.type === 'ALT_CHANGED')?.id as number;

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Layar memuat GET /album/{slug}',
    when: { event: 'xstate.init', to: 'loading' },
    request: { actor: 'fetchAlbum', input: { slug: albumSlug }, sends: { endpoint: 'albumForEdit', params: { slug: albumSlug } } },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Edit album bertuliskan “Edit Album”, “Caption anda”, “Perbarui”',
    when: { event: 'xstate.done.actor.fetchAlbum' },
    text: ['Edit Album', 'Caption anda', 'Perbarui'],
  },
  {
    spec: '§7 Calls',
    name: 'PUT /album/{slug} mengirim caption',
    when: { event: 'SAVE', to: 'saving' },
    request: {
      actor: 'updateCaption',
      input: { slug: albumSlug, caption: newCaption },
      sends: { endpoint: 'updateAlbum', params: { slug: albumSlug }, body: { caption: newCaption } },
    },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Album diperbarui memberi toast “Album diperbarui”',
    when: { event: 'xstate.done.actor.updateCaption', to: 'editing' },
    actions: ['notifyUpdated'],
    text: { in: 'toast', says: 'Album diperbarui' },
  },
  {
    spec: '§7 Calls',
    name: 'Perbarui juga menyimpan deskripsi foto yang berubah: PUT /album-content/{id} dengan alt',
    when: { to: 'savingAlts' },
    request: {
      actor: 'updatePhotoAlts',
      input: (path) => ({ changes: [{ id: describedPhoto(path), alt: newAlt }] }),
      sends: (path) => ({ endpoint: 'updateAlbumPhotoAlt', params: { photo_id: describedPhoto(path) }, body: { alt: newAlt } }),
    },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Deskripsi tersimpan memberi toast “Album diperbarui”',
    when: { event: 'xstate.done.actor.updatePhotoAlts' },
    actions: ['notifyUpdated'],
    text: { in: 'toast', says: 'Album diperbarui' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Deskripsi gagal disimpan memberi “Album gagal diperbarui”',
    when: { event: 'xstate.error.actor.updatePhotoAlts' },
    actions: ['notifyUpdateFailed'],
    text: { in: 'toast', says: 'Album gagal diperbarui' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Album gagal diperbarui memberi “Album gagal diperbarui”',
    when: { event: 'xstate.error.actor.updateCaption' },
    actions: ['notifyUpdateFailed'],
    text: { in: 'toast', says: 'Album gagal diperbarui' },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Hapus foto menanyakan “Lanjut Hapus Foto?” dengan Lanjut dan Cancel',
    when: { event: 'DELETE_PHOTO' },
    text: { in: { dialog: 'Lanjut Hapus Foto?' }, says: ['Lanjut Hapus Foto?', 'Lanjut', 'Cancel'] },
  },
  {
    spec: '§7 Calls',
    name: 'DELETE /album-content/{id} menyebut foto yang dihapus',
    when: { event: 'CONFIRM', to: 'deletingPhoto' },
    request: { actor: 'deletePhoto', input: { id: 1 }, sends: { endpoint: 'deleteAlbumPhoto', params: { photo_id: 1 } } },
  },
];

export const albumEditModel = {
  expectations,
  machine: albumEditMachine,
  actors: ['fetchAlbum', 'updateCaption', 'deletePhoto', 'updatePhotoAlts'],
  inputs: [{ slug: albumSlug }],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
