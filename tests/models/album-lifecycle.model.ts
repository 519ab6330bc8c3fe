// Sample events for the owner's album options: archiving an active album, showing an archived
// one in the albums again, and the permanent delete (asked first, cancelled or confirmed), each
// call answered or failed; from an active album and from an archived one.
import { albumLifecycleMachine, type AlbumLifecycleInput } from '../../machines/album-lifecycle.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const activeAlbum: AlbumLifecycleInput = { uuid: 'Alb1xxxxxxxxxxxxxxxx', slug: 'slug1xxxxxxxxxxxxxxx', archived: false };
export const archivedAlbum: AlbumLifecycleInput = { ...activeAlbum, archived: true };

const unreachable = { status: 0, body: null };

const byUuid = { uuid: activeAlbum.uuid };

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Archive mengirim DELETE /album/{uuid} tanpa konfirmasi',
    when: { event: 'ARCHIVE' },
    request: { actor: 'archiveAlbum', input: byUuid, sends: { endpoint: 'archiveAlbum', params: byUuid } },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Album terarsip memberi toast “Album diarsipkan”',
    when: { event: 'xstate.done.actor.archiveAlbum' },
    actions: ['notifyArchived'],
    text: { in: 'toast', says: 'Album diarsipkan' },
  },
  {
    spec: '§7 Calls',
    name: '“Tampilkan ke album” mengirim POST /album/{uuid}/restore',
    when: { event: 'RESTORE' },
    request: { actor: 'restoreAlbum', input: byUuid, sends: { endpoint: 'restoreAlbum', params: byUuid } },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Album ditampilkan lagi memberi toast “Album ditampilkan”',
    when: { event: 'xstate.done.actor.restoreAlbum' },
    actions: ['notifyRestored'],
    text: { in: 'toast', says: 'Album ditampilkan' },
  },
  {
    spec: '§4 States and transitions',
    name: 'Delete menanyakan “Lanjut Delete?” dan belum mengirim apa pun',
    when: { event: 'DELETE', to: 'confirming' },
    noRequest: ['deleteAlbum'],
    text: { in: { dialog: true }, says: 'Lanjut Delete?' },
  },
  {
    spec: '§7 Calls',
    name: '“Lanjut” mengirim POST /album/{uuid}/force-delete',
    when: { event: 'CONFIRM' },
    request: { actor: 'deleteAlbum', input: byUuid, sends: { endpoint: 'deleteAlbum', params: byUuid } },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Album dihapus permanen memberi toast “Album dihapus”',
    when: { event: 'xstate.done.actor.deleteAlbum' },
    actions: ['notifyDeleted'],
    text: { in: 'toast', says: 'Album dihapus' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Arsip gagal memberi “Aksi gagal”',
    when: { event: 'xstate.error.actor.archiveAlbum' },
    actions: ['notifyFailed'],
    text: { in: 'toast', says: 'Aksi gagal' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Tampilkan lagi gagal memberi “Aksi gagal”',
    when: { event: 'xstate.error.actor.restoreAlbum' },
    actions: ['notifyFailed'],
    text: { in: 'toast', says: 'Aksi gagal' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Hapus permanen gagal memberi “Aksi gagal”',
    when: { event: 'xstate.error.actor.deleteAlbum' },
    actions: ['notifyFailed'],
    text: { in: 'toast', says: 'Aksi gagal' },
  },
];

export const albumLifecycleModel = {
  machine: albumLifecycleMachine,
  expectations,
  actors: ['archiveAlbum', 'restoreAlbum', 'deleteAlbum'],
  inputs: [activeAlbum, archivedAlbum],
  events: [
    { type: 'ARCHIVE' },
    { type: 'RESTORE' },
    { type: 'DELETE' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.archiveAlbum', output: undefined },
    { type: 'xstate.error.actor.archiveAlbum', error: unreachable },
    { type: 'xstate.done.actor.restoreAlbum', output: undefined },
    { type: 'xstate.error.actor.restoreAlbum', error: { status: 400, body: { status: false, message: 'Failed unarchive' } } },
    { type: 'xstate.done.actor.deleteAlbum', output: undefined },
    { type: 'xstate.error.actor.deleteAlbum', error: unreachable },
  ],
};
