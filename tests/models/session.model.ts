// Sample events for the session: navigations, what another tab stores (signed out, another
// member signed in), sign in from the
// login and register flows (verified or not), verification, a profile change, sign out, a 401
// anywhere, and both server answers of each call.
import { sessionMachine } from '../../machines/session.machine.ts';
import type { PersonalUser } from '../../contract/wire.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const sessionUser: PersonalUser = {
  first_name: 'Budi',
  last_name: 'Santoso',
  username: 'budi',
  foto_profile: null,
  bio: null,
  address: null,
  phone_number: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  notification_list: null,
  readed_notif: 0,
  role: 'member',
  password_mailed: false,
};

export const storedSession = { token: 'stored-token', verified: true };

/** What another tab may leave in the browser's storage: signed out, or another member signed in. */
export const storedElsewhere = {
  signedOut: { token: null, verified: false, email: null },
  otherMember: { token: 'other-token', verified: true, email: null },
};

const expectations: SpecExpectation[] = [
  {
    spec: '§4 States and transitions',
    name: 'Masuk menyimpan token dan status verifikasi, lalu memuat pengguna saat ini',
    when: { event: 'SIGNED_IN', to: 'checking' },
    actions: [{ type: 'storeSession', params: { token: 'new-token' } }],
    request: { actor: 'fetchCurrentUser', input: undefined, sends: { endpoint: 'personalUser' } },
  },
  {
    spec: '§4 States and transitions',
    name: 'Verifikasi OTP berhasil mengisi status terverifikasi',
    when: { event: 'VERIFIED', from: 'signedIn' },
    actions: [{ type: 'storeSession', params: { verified: true } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Sign out menghapus seluruh local storage',
    when: { event: 'SIGN_OUT', to: 'signingOut' },
    actions: ['clearStorage'],
  },
  {
    spec: '§2 Screens and routes',
    name: 'Profil yang disimpan membuat pengguna saat ini dibaca lagi',
    when: { event: 'PROFILE_CHANGED', from: 'signedIn' },
    request: { actor: 'fetchCurrentUser', input: undefined, sends: { endpoint: 'personalUser' } },
  },
];

export const sessionModel = {
  machine: sessionMachine,
  actors: ['fetchCurrentUser', 'logout', 'followStorage'],
  inputs: [storedSession, { token: null, verified: false }],
  expectations,
  events: [
    { type: 'NAVIGATED', route: 'explorer' },
    { type: 'NAVIGATED', route: 'login' },
    { type: 'STORAGE_CHANGED', stored: storedElsewhere.signedOut },
    { type: 'STORAGE_CHANGED', stored: storedElsewhere.otherMember },
    { type: 'SIGNED_IN', token: 'new-token', verified: true },
    { type: 'SIGNED_IN', token: 'new-token', verified: false },
    { type: 'VERIFIED' },
    { type: 'PROFILE_CHANGED' },
    { type: 'SIGN_OUT' },
    { type: 'UNAUTHENTICATED' },
    { type: 'SIGNED_OUT_BY_SERVER', message: 'Akun ditangguhkan hingga 4 Desember 2026' },
    { type: 'xstate.done.actor.fetchCurrentUser', output: sessionUser },
    { type: 'xstate.error.actor.fetchCurrentUser', error: { status: 401, body: { message: 'Unauthenticated.' } } },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: { status: 0, body: null } },
  ],
};
