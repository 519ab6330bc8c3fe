// Sample events for profile edit, as people send them. The owner opens the page (the load
// answers or fails, then a retry), fills the one empty field (bio), and saves; a save is tried
// with the username kept and with a new one typed with characters that get stripped. Every
// server answer is tried after each save. Someone else opening the page only sees the refusal.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { profileEditMachine, type ProfileEditContext, type ProfileEditInput } from '../../machines/profile-edit.machine.ts';
import type { ProfileData } from '../../contract/wire.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const ownerInput: ProfileEditInput = { username: 'budi', viewer: 'budi' };
export const visitorInput: ProfileEditInput = { username: 'budi', viewer: 'sari' };

export const loadedProfile: ProfileData = {
  first_name: 'Budi',
  last_name: 'Santoso',
  username: 'budi',
  bio: null,
  address: 'Jalan Merdeka 1',
  phone_number: '081234567890',
  foto_profile: null,
};

export const typedBio = 'Suka nonton bareng';
export const typedUsername = `budi baru!_${'x'.repeat(50)}`;
/** What the username field keeps of the typed one. */
export const keptUsername = `budibaru_${'x'.repeat(41)}`;

export const serverFieldErrors = {
  first_name: ['Nama depan minimal 3 karakter'],
  last_name: ['Nama belakang minimal 3 karakter'],
  username: ['Username sudah dipakai', 'Username terlalu panjang'],
  bio: ['Bio maksimal 255 karakter'],
  address: ['Alamat maksimal 255 karakter'],
  phone_number: ['No handphone sudah dipakai'],
};

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchProfile', output: loadedProfile },
  { type: 'xstate.error.actor.fetchProfile', error: { status: 0, body: null } },
  { type: 'xstate.done.actor.updateProfile', output: undefined },
  { type: 'xstate.error.actor.updateProfile', error: { status: 400, body: { validation_errors: serverFieldErrors } } },
  { type: 'xstate.error.actor.updateProfile', error: { status: 500, body: null } },
];

const changed = (field: string, value: string) => ({ type: 'FIELD_CHANGED', field, value });

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (!snapshot.matches('editing')) return [];
  const { values } = snapshot.context as ProfileEditContext;
  if (values.bio === '') return [changed('bio', typedBio)];
  return values.username === keptUsername ? [{ type: 'SUBMIT' }] : [{ type: 'SUBMIT' }, changed('username', typedUsername)];
}

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Formulir pemilik memuat GET /user/profile/{username}',
    when: { event: 'xstate.init', to: 'loading' },
    request: { actor: 'fetchProfile', input: { username: 'budi' }, sends: { endpoint: 'profile', params: { username: 'budi' } } },
  },
  {
    spec: '§6 Roles and permissions',
    name: 'Orang lain yang membuka halaman edit tidak memuat apa pun',
    when: { event: 'xstate.init', to: 'notOwner' },
    noRequest: ['fetchProfile'],
  },
  {
    spec: '§7 Calls',
    name: 'PUT /profile mengirim enam kolom (foto_profile diabaikan menurut kontrak), username dibersihkan dan dipotong 50 karakter',
    when: { event: 'SUBMIT', to: 'saving' },
    request: {
      actor: 'updateProfile',
      input: ({ events }) => ({
        first_name: 'Budi',
        last_name: 'Santoso',
        username: events.some((event) => event.value === typedUsername) ? `budibaru_${'x'.repeat(41)}` : 'budi',
        bio: typedBio,
        address: 'Jalan Merdeka 1',
        phone_number: '081234567890',
      }),
      sends: (_path, body) => ({ endpoint: 'updateProfile', body }),
    },
  },
  {
    spec: '§5 Validation rules',
    name: 'Pembaruan profil menampilkan pesan server pertama di tiap kolom',
    when: { event: 'xstate.error.actor.updateProfile', with: { error: { status: 400 } } },
    text: [
      'Nama depan minimal 3 karakter',
      'Nama belakang minimal 3 karakter',
      'Username sudah dipakai',
      'Bio maksimal 255 karakter',
      'Alamat maksimal 255 karakter',
      'No handphone sudah dipakai',
    ],
  },
];

export const profileEditModel = {
  expectations,
  machine: profileEditMachine,
  actors: ['fetchProfile', 'updateProfile'],
  inputs: [ownerInput, visitorInput],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
