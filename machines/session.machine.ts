// The app-wide session: the token, verified flag and current user, refetched on every navigation.
// It is the one owner of the token: the app starts it from what the browser stored, asks it for
// the token on every call, and tells it of a 401. The app's own flows tell it what happened
// (signed in, verified, profile changed, signed out); what other tabs store reaches it through
// the browser's storage event (followStorage). Sign out always ends the session, even when the
// server is down.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { PersonalUser } from '../contract/wire.ts';

export interface StoredSession {
  token: string | null;
  verified: boolean;
  /** Where registration sent the OTP code, until it is verified (spec §3). */
  email: string | null;
}

/** What the session starts from: what the browser stored (a session without a pending e-mail may leave it out). */
export type SessionInput = Omit<StoredSession, 'email'> & { email?: string | null };

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
  /** Why the server signed the member out everywhere (a suspension), for the login page to say. */
  signedOutBecause: string | null;
}

export type SessionEvent =
  /** A navigation happened. */
  | { type: 'NAVIGATED'; route: string }
  /** Another tab changed what the browser stores (signed in or out there). */
  | { type: 'STORAGE_CHANGED'; stored: StoredSession }
  /** Login or register succeeded; registering names the e-mail the code went to. */
  | { type: 'SIGNED_IN'; token: string; verified: boolean; email?: string }
  /** The OTP code was accepted. */
  | { type: 'VERIFIED' }
  /** The member saved their profile or avatar: the current user is read again. */
  | { type: 'PROFILE_CHANGED' }
  | { type: 'SIGN_OUT' }
  /** Any call answered 401: the token is no longer valid. */
  | { type: 'UNAUTHENTICATED' }
  /** The live stream says the server signed the member out everywhere; `message` says why. */
  | { type: 'SIGNED_OUT_BY_SERVER'; message: string };

const takeStored = { type: 'takeStored', params: ({ event }: { event: SessionEvent }) => (event as { stored: StoredSession }).stored } as const;

/**
 * Another tab signed out or in while this one holds a session. What else it stores under the
 * same token (verified there) this tab learns from the server on its next navigation.
 */
const storedElsewhere = (state: string) =>
  [
    {
      description: 'Anggota keluar di tab lain → tab ini juga keluar dan menampilkan halaman login',
      guard: 'storedNoToken',
      target: 'signedOut',
      actions: ['forgetMember', 'arrive'],
    },
    {
      description: 'Anggota lain masuk di tab lain → pengguna saat ini dimuat untuk token barunya',
      guard: 'storedOtherToken',
      target: 'checking',
      reenter: state === 'checking',
      actions: [takeStored],
    },
  ] as const;

/** The server signed the member out everywhere (a suspension), by the stream's event or a 401 that says why. */
const signedOutByServer = {
  description: 'Server mengeluarkan anggota dari semua sesi (akun ditangguhkan) → anggota keluar dan halaman login menyebut alasannya',
  target: 'signedOut',
  actions: ['clearStorage', 'forgetOfflineCopies', 'forgetMember', 'keepSignedOutReason'],
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchCurrentUser: fromPromise<PersonalUser>(async () => {
      throw new Error('fetchCurrentUser is provided by the app');
    }),
    logout: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('logout is provided by the app');
    }),
    /** Reports each change another tab makes to the stored session as STORAGE_CHANGED. */
    followStorage: fromCallback<SessionEvent>(() => {
      throw new Error('followStorage is provided by the app');
    }),
  },
  actions: {
    storeSession: (_, _params: StoredSession) => {},
    clearStorage: () => {},
    /** Empties what the service worker kept of the member's pages and pictures (contract §18). */
    forgetOfflineCopies: () => {},
    forget: assign(({ context }) => ({ revokingToken: context.token, token: null, verified: false, email: null, user: null })),
    /** The session ended elsewhere (another tab, the server): nothing is left to revoke. */
    forgetMember: assign({ token: null, verified: false, email: null, user: null }),
    /** The login page says why the server signed the member out. */
    keepSignedOutReason: assign({ signedOutBecause: ({ event }) => (event.type === 'SIGNED_OUT_BY_SERVER' ? event.message : null) }),
    takeStored: assign((_, stored: StoredSession) => ({ ...stored })),
    /** Any navigation after signing in is the one to the landing. */
    arrive: assign({ landing: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    storedToken: ({ event }) => event.type === 'STORAGE_CHANGED' && event.stored.token !== null,
    storedNoToken: ({ event }) => event.type === 'STORAGE_CHANGED' && event.stored.token === null,
    storedOtherToken: ({ context, event }) => event.type === 'STORAGE_CHANGED' && event.stored.token !== context.token,
    toLogin: ({ event }) => event.type === 'NAVIGATED' && event.route === 'login',
  },
}).createMachine({
  description: 'Sesi aplikasi: token di peramban dan pengguna saat ini',
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    verified: input.verified,
    email: input.email ?? null,
    user: null,
    landing: null,
    revokingToken: null,
    checkFailed: false,
    signedOutBecause: null,
  }),
  invoke: { id: 'followStorage', src: 'followStorage' },
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
      on: {
        NAVIGATED: { description: 'Anggota berpindah halaman selagi pengguna dimuat', actions: 'arrive' },
        STORAGE_CHANGED: storedElsewhere('checking'),
        SIGN_OUT: {
          description: 'Anggota menekan ‘Sign out’ → sesi dilupakan peramban dan diakhiri di server',
          target: 'signingOut',
          actions: ['clearStorage', 'forgetOfflineCopies', 'forget'],
        },
        SIGNED_OUT_BY_SERVER: signedOutByServer,
      },
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: {
          description: 'Server mengirim pengguna saat ini → anggota masuk, tanda terverifikasi diperbarui',
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output, verified: ({ event }) => event.output.email_verified_at !== null }),
            { type: 'storeSession', params: ({ context }) => ({ token: context.token, verified: context.verified, email: context.email }) },
          ],
        },
        onError: {
          description: 'Pengguna saat ini gagal dimuat → sesi dilupakan dan layar menampilkan pesan gagal memuat',
          target: 'signedOut',
          actions: ['clearStorage', assign({ token: null, verified: false, email: null, user: null, landing: null, checkFailed: true })],
        },
      },
    },
    signedIn: {
      description: 'Anggota masuk; aplikasi menampilkan halamannya',
      on: {
        NAVIGATED: { description: 'Anggota berpindah halaman → pengguna saat ini dimuat ulang', target: 'checking', actions: 'arrive' },
        STORAGE_CHANGED: storedElsewhere('signedIn'),
        VERIFIED: {
          description: 'Anggota memverifikasi e-mail → sesi ditandai terverifikasi',
          actions: [
            assign({ verified: true, email: null }),
            { type: 'storeSession', params: ({ context }) => ({ token: context.token, verified: true, email: null }) },
          ],
        },
        PROFILE_CHANGED: { description: 'Anggota menyimpan profilnya → pengguna saat ini dimuat ulang', target: 'checking' },
        SIGN_OUT: {
          description: 'Anggota menekan ‘Sign out’ → sesi dilupakan peramban dan diakhiri di server',
          target: 'signingOut',
          actions: ['clearStorage', 'forgetOfflineCopies', 'forget'],
        },
        UNAUTHENTICATED: {
          description: 'Server tidak lagi mengenali token (sesi berakhir di tempat lain) → anggota keluar',
          target: 'signedOut',
          actions: ['clearStorage', 'forgetOfflineCopies', 'forgetMember'],
        },
        SIGNED_OUT_BY_SERVER: signedOutByServer,
      },
    },
    signedOut: {
      description: 'Anggota belum masuk',
      on: {
        NAVIGATED: {
          description: 'Anggota membuka halaman login tanpa token → pesan gagal memuat sebelumnya hilang',
          guard: 'toLogin',
          actions: assign({ checkFailed: false }),
        },
        STORAGE_CHANGED: {
          description: 'Anggota masuk di tab lain → pengguna saat ini dimuat dan tab ini membuka halaman tujuan setelah login',
          guard: 'storedToken',
          target: 'checking',
          actions: [
            takeStored,
            // As if signed in here: the tab leaves the login page at once, without a second fetch.
            assign({
              landing: ({ event }) => ((event as { stored: StoredSession }).stored.verified ? 'explorer' : 'otp-verification'),
              checkFailed: false,
            }),
          ],
        },
        SIGNED_IN: {
          description: 'Anggota berhasil login atau mendaftar → token disimpan dan pengguna saat ini dimuat',
          target: 'checking',
          actions: [
            assign({
              token: ({ event }) => event.token,
              verified: ({ event }) => event.verified,
              email: ({ context, event }) => event.email ?? context.email,
              landing: ({ event }) => (event.verified ? 'explorer' : 'otp-verification'),
              checkFailed: false,
              signedOutBecause: null,
            }),
            { type: 'storeSession', params: ({ context }) => ({ token: context.token, verified: context.verified, email: context.email }) },
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
