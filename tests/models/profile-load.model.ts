// Sample events for a profile header: the load answered, failed, or found no such member, a retry, another member's
// profile opened on the same screen (the same name again changes nothing), and a tab's change
// that fetches the counts again.
import { profileLoadMachine, type LoadedProfile } from '../../machines/profile-load.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

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
  mute: null,
};

/** The owner's header after an album was archived. */
export const refreshedProfile: LoadedProfile = { ...loadedProfile, totalAlbums: 3 };

/** The profile the path is on: the address's username, or the last one opened on the same screen. */
const openedUsername = (events: Array<{ type: string; username?: string }>) =>
  events.filter((event) => event.type === 'USERNAME_CHANGED').at(-1)?.username ?? ownerName;

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'GET /user/profile/{username} diminta untuk username di alamat',
    when: { to: 'empty' },
    request: {
      actor: 'fetchProfile',
      input: ({ events }) => ({ username: openedUsername(events) }),
      sends: ({ events }) => ({ endpoint: 'profile', params: { username: openedUsername(events) } }),
    },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Kepala profil menampilkan nama lengkap, @username, bio, jumlah thread dan album',
    when: { event: 'xstate.done.actor.fetchProfile', with: { output: { totalAlbums: 4, totalThreads: 7 } } },
    text: ['Budi Santoso', '@budi', 'Suka kopi dan foto senja', '7 Threads', '4 Albums'],
  },
];

export const profileLoadModel = {
  machine: profileLoadMachine,
  expectations,
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
    { type: 'REFRESH' },
  ],
};
