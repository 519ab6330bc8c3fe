// Sample events for the album edit screen: the album loads, fails (then a retry) or is refused
// (someone else's album). The owner changes the caption and saves it (saved or failed), and
// deletes a photo: asked first, cancelled or confirmed, deleted or failed. An album of one photo
// offers no delete.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { albumEditMachine, type AlbumEditContext, type EditableAlbum } from '../../machines/album-edit.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

const photo = (id: number) => ({ id, content: `http://api.test/media/album/${id}.jpg` });

export const albumSlug = 'slug1xxxxxxxxxxxxxxx';
export const twoPhotoAlbum: EditableAlbum = { caption: 'Senja di pantai', photos: [photo(1), photo(2)] };
export const onePhotoAlbum: EditableAlbum = { caption: 'Senja di pantai', photos: [photo(1)] };
export const newCaption = 'Senja di pantai Kuta';

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchAlbum', output: twoPhotoAlbum },
  { type: 'xstate.done.actor.fetchAlbum', output: onePhotoAlbum },
  { type: 'xstate.error.actor.fetchAlbum', error: { status: 0, body: null } },
  { type: 'xstate.error.actor.fetchAlbum', error: { status: 403, body: { status: false, message: 'Forbidden action' } } },
  { type: 'xstate.done.actor.updateCaption', output: newCaption },
  { type: 'xstate.error.actor.updateCaption', error: { status: 0, body: null } },
  { type: 'xstate.done.actor.deletePhoto', output: undefined },
  { type: 'xstate.error.actor.deletePhoto', error: { status: 422, body: { status: false, message: 'Failed to delete , at least 1 content left' } } },
];

/** What the owner does next: change the caption once and save it, or delete the first photo. */
function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (snapshot.matches('confirmingDelete')) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }];
  if (!snapshot.matches('editing')) return [];
  const { caption, draft, photos } = snapshot.context as AlbumEditContext;
  if (caption === newCaption) return [];
  const captionStep = draft === caption ? { type: 'CAPTION_CHANGED', caption: newCaption } : { type: 'SAVE' };
  return [captionStep, { type: 'DELETE_PHOTO', id: photos[0].id }];
}

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Layar memuat GET /album/{slug}',
    when: { event: 'xstate.init', to: 'loading' },
    request: { actor: 'fetchAlbum', input: { slug: albumSlug } },
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
    request: { actor: 'updateCaption', input: { slug: albumSlug, caption: newCaption } },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Album diperbarui memberi toast “Album diperbarui”',
    when: { event: 'xstate.done.actor.updateCaption' },
    actions: ['notifyUpdated'],
    text: 'Album diperbarui',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Album gagal diperbarui memberi “Album gagal diperbarui”',
    when: { event: 'xstate.error.actor.updateCaption' },
    actions: ['notifyUpdateFailed'],
    text: 'Album gagal diperbarui',
  },
  {
    spec: '§2 Screens and routes',
    name: 'Hapus foto menanyakan “Lanjut Hapus Foto?” dengan Lanjut dan Cancel',
    when: { event: 'DELETE_PHOTO' },
    text: ['Lanjut Hapus Foto?', 'Lanjut', 'Cancel'],
  },
  {
    spec: '§7 Calls',
    name: 'DELETE /album-content/{id} menyebut foto yang dihapus',
    when: { event: 'CONFIRM', to: 'deletingPhoto' },
    request: { actor: 'deletePhoto', input: { id: 1 } },
  },
];

export const albumEditModel = {
  expectations,
  machine: albumEditMachine,
  actors: ['fetchAlbum', 'updateCaption', 'deletePhoto'],
  inputs: [{ slug: albumSlug }],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
