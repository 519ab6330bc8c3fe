// Sample events for the owner's album options: archiving an active album, showing an archived
// one in the albums again, and the permanent delete (asked first, cancelled or confirmed), each
// call answered or failed; from an active album and from an archived one.
import { albumLifecycleMachine, type AlbumLifecycleInput } from '../../machines/album-lifecycle.machine.ts';

export const activeAlbum: AlbumLifecycleInput = { uuid: 'Alb1xxxxxxxxxxxxxxxx', slug: 'slug1xxxxxxxxxxxxxxx', archived: false };
export const archivedAlbum: AlbumLifecycleInput = { ...activeAlbum, archived: true };

const unreachable = { status: 0, body: null };

export const albumLifecycleModel = {
  machine: albumLifecycleMachine,
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
