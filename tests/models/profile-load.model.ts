// Sample events for a profile header: the load answered, failed, or found no such member, a retry, another member's
// profile opened on the same screen (the same name again changes nothing), and a tab's change
// that fetches the counts again.
import { profileLoadMachine, type LoadedProfile } from '../../machines/profile-load.machine.ts';

export const ownerName = 'budi';
export const otherName = 'ayu';

export const loadedProfile: LoadedProfile = {
  data: {
    first_name: 'Budi',
    last_name: 'Santoso',
    username: ownerName,
    bio: 'Suka kopi dan foto senja',
    address: 'Jalan Merdeka 1',
    phone_number: '08123456789',
    foto_profile: null,
  },
  totalAlbums: 4,
  totalThreads: 7,
};

/** The owner's header after an album was archived. */
export const refreshedProfile: LoadedProfile = { ...loadedProfile, totalAlbums: 3 };

export const profileLoadModel = {
  machine: profileLoadMachine,
  actors: ['fetchProfile'],
  inputs: [{ username: ownerName }],
  events: [
    { type: 'xstate.done.actor.fetchProfile', output: loadedProfile },
    { type: 'xstate.done.actor.fetchProfile', output: refreshedProfile },
    { type: 'xstate.error.actor.fetchProfile', error: { status: 404, body: { status: false, message: 'Not found' } } },
    { type: 'xstate.error.actor.fetchProfile', error: { status: 0, body: null } },
    { type: 'RETRY' },
    { type: 'USERNAME_CHANGED', username: otherName },
    { type: 'USERNAME_CHANGED', username: ownerName },
    { type: 'CONTENT_CHANGED' },
  ],
};
