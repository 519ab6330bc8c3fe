// The app-wide session: the token, verified flag and current user, refetched on every navigation.
// The app's own flows tell it what happened (signed in, verified, profile changed, signed out);
// the browser's storage only carries it across reloads and tabs. Sign out always ends the
// session, even when the server is down.
import { assign, fromPromise, setup } from 'xstate';
import type { PersonalUser } from '../contract/wire.ts';

export interface StoredSession {
  token: string | null;
  verified: boolean;
}

/** Where signing in leads (spec §4): the feed, or verifying the e-mail first. */
export type SignInLanding = 'explorer' | 'otp-verification';

export interface SessionContext extends StoredSession {
  user: PersonalUser | null;
  /** Just signed in here: the screen the app opens next, until it has navigated. */
  landing: SignInLanding | null;
  /** The token being revoked on the server after the browser already forgot it. */
  revokingToken: string | null;
  /** The last current-user fetch failed: the guard sends the member to login. */
  checkFailed: boolean;
}

export type SessionEvent =
  /** A navigation happened; carries the route and what the browser stores (another tab may have signed in or out). */
  | { type: 'NAVIGATED'; route: string; stored: StoredSession }
  /** Login or register succeeded. */
  | { type: 'SIGNED_IN'; token: string; verified: boolean }
  /** The OTP code was accepted. */
  | { type: 'VERIFIED' }
  /** The member saved their profile or avatar: the current user is read again. */
  | { type: 'PROFILE_CHANGED' }
  | { type: 'SIGN_OUT' }
  /** Any call answered 401: the token is no longer valid. */
  | { type: 'UNAUTHENTICATED' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as StoredSession,
  },
  actors: {
    fetchCurrentUser: fromPromise<PersonalUser>(async () => {
      throw new Error('fetchCurrentUser is provided by the app');
    }),
    logout: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('logout is provided by the app');
    }),
  },
  actions: {
    storeSession: (_, _params: StoredSession) => {},
    clearStorage: () => {},
    forget: assign(({ context }) => ({ revokingToken: context.token, token: null, verified: false, user: null })),
    /** Any navigation after signing in is the one to the landing. */
    arrive: assign({ landing: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    storedToken: ({ event }) => event.type === 'NAVIGATED' && event.stored.token !== null,
    toLogin: ({ event }) => event.type === 'NAVIGATED' && event.route === 'login',
  },
}).createMachine({
  description: 'Sesi aplikasi: token di peramban dan pengguna saat ini',
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    verified: input.verified,
    user: null,
    landing: null,
    revokingToken: null,
    checkFailed: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Memeriksa apakah peramban menyimpan token',
      always: [
        { description: 'Peramban menyimpan token → pengguna saat ini dimuat dari server', guard: 'hasToken', target: 'checking' },
        { description: 'Peramban tidak menyimpan token → anggota belum masuk', target: 'signedOut' },
      ],
    },
    checking: {
      description: 'Memuat pengguna saat ini dari server',
      tags: ['loading'],
      on: {
        NAVIGATED: { description: 'Anggota berpindah halaman selagi pengguna dimuat', actions: 'arrive' },
        SIGN_OUT: {
          description: 'Anggota menekan ‘Sign out’ → sesi dilupakan peramban dan diakhiri di server',
          target: 'signingOut',
          actions: ['clearStorage', 'forget'],
        },
      },
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: {
          description: 'Server mengirim pengguna saat ini → anggota masuk, tanda terverifikasi diperbarui',
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output, verified: ({ event }) => event.output.email_verified_at !== null }),
            { type: 'storeSession', params: ({ context }) => ({ token: context.token, verified: context.verified }) },
          ],
        },
        onError: {
          description: 'Pengguna saat ini gagal dimuat → sesi dilupakan dan layar menampilkan pesan gagal memuat',
          target: 'signedOut',
          actions: ['clearStorage', assign({ token: null, verified: false, user: null, landing: null, checkFailed: true })],
        },
      },
    },
    signedIn: {
      description: 'Anggota masuk; aplikasi menampilkan halamannya',
      on: {
        NAVIGATED: [
          {
            description: 'Anggota berpindah halaman, peramban masih menyimpan token → pengguna saat ini dimuat ulang',
            guard: 'storedToken',
            target: 'checking',
            actions: [
              'arrive',
              assign({ token: ({ event }) => event.stored.token, verified: ({ event }) => event.stored.verified }),
            ],
          },
          {
            description: 'Anggota berpindah halaman, token sudah hilang dari peramban (keluar di tab lain) → anggota dianggap belum masuk',
            target: 'signedOut',
            actions: ['arrive', assign({ token: null, verified: false, user: null })],
          },
        ],
        VERIFIED: {
          description: 'Anggota memverifikasi e-mail → sesi ditandai terverifikasi',
          actions: [
            assign({ verified: true }),
            { type: 'storeSession', params: ({ context }) => ({ token: context.token, verified: true }) },
          ],
        },
        PROFILE_CHANGED: { description: 'Anggota menyimpan profilnya → pengguna saat ini dimuat ulang', target: 'checking' },
        SIGN_OUT: {
          description: 'Anggota menekan ‘Sign out’ → sesi dilupakan peramban dan diakhiri di server',
          target: 'signingOut',
          actions: ['clearStorage', 'forget'],
        },
        UNAUTHENTICATED: {
          description: 'Server tidak lagi mengenali token (sesi berakhir di tempat lain) → anggota keluar',
          target: 'signedOut',
          actions: ['clearStorage', assign({ token: null, verified: false, user: null })],
        },
      },
    },
    signedOut: {
      description: 'Anggota belum masuk',
      on: {
        NAVIGATED: [
          {
            description: 'Anggota berpindah halaman, peramban menyimpan token (masuk di tab lain) → pengguna saat ini dimuat',
            guard: 'storedToken',
            target: 'checking',
            actions: assign({
              token: ({ event }) => event.stored.token,
              verified: ({ event }) => event.stored.verified,
              checkFailed: false,
            }),
          },
          {
            description: 'Anggota membuka halaman login tanpa token → pesan gagal memuat sebelumnya hilang',
            guard: 'toLogin',
            actions: assign({ checkFailed: false }),
          },
        ],
        SIGNED_IN: {
          description: 'Anggota berhasil login atau mendaftar → token disimpan dan pengguna saat ini dimuat',
          target: 'checking',
          actions: [
            assign({
              token: ({ event }) => event.token,
              verified: ({ event }) => event.verified,
              landing: ({ event }) => (event.verified ? 'explorer' : 'otp-verification'),
              checkFailed: false,
            }),
            { type: 'storeSession', params: ({ event }) => ({ token: event.token, verified: event.verified }) },
          ],
        },
      },
    },
    signingOut: {
      // The browser has already forgotten the session; this call only revokes the token,
      // so its failure (server down) changes nothing for the member.
      description: 'Mengakhiri sesi di server',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.revokingToken }),
        onDone: {
          description: 'Server mengakhiri sesi → anggota sudah keluar',
          target: 'signedOut',
          actions: assign({ revokingToken: null }),
        },
        onError: {
          description: 'Server tidak dapat dihubungi saat keluar → anggota tetap keluar',
          target: 'signedOut',
          actions: assign({ revokingToken: null }),
        },
      },
    },
  },
});
