// A profile's header (name, photo, bio, counts): empty while it loads, fetched, failed with a
// retry, or not found (no member has that username: trying again cannot help). Opening another
// member's profile on the same screen loads theirs. When a tab changes what the counts count
// (an album archived, a thread deleted), or the member shell says the profile may have changed
// (the stream missed events, a block or mute was made or lifted), the header is fetched again
// (REFRESH) while the one shown stays; if that fetch fails, the shown one simply stays.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import { failureStatus } from '../contract/failure.ts';
import type { ProfileData } from '../contract/wire.ts';

export interface LoadedProfile {
  data: ProfileData;
  totalAlbums: number;
  totalThreads: number;
  /** The viewer's mute of the member while it lasts (`until` null: until lifted); null when none. */
  mute: { until: string | null } | null;
}

export interface ProfileLoadContext {
  username: string;
  profile: LoadedProfile | null;
}

export type ProfileLoadEvent =
  | { type: 'RETRY' }
  | { type: 'USERNAME_CHANGED'; username: string }
  /** A tab changed what the header counts, or the member shell says the profile may have changed. */
  | { type: 'REFRESH' };

/** What the profile shows: the whole page loading until its head is there. */
export type ProfileLoadTag = 'loadingProfile';

export const profileLoadMachine = setup({
  types: {
    context: {} as ProfileLoadContext,
    events: {} as ProfileLoadEvent,
    input: {} as { username: string },
    tags: {} as ProfileLoadTag,
  },
  actors: {
    shellLink: unlinkedShell,
    fetchProfile: fromPromise<LoadedProfile, { username: string }>(async () => {
      throw new Error('fetchProfile is provided by the app');
    }),
  },
  guards: {
    isOtherUser: ({ context, event }) => event.type === 'USERNAME_CHANGED' && event.username !== context.username,
    isUnknownUser: ({ event }) => 'error' in event && failureStatus(event.error) === 404,
  },
}).createMachine({
  description: 'Kepala profil: nama, foto, bio, jumlah',
  id: 'profileLoad',
  context: ({ input }) => ({ username: input.username, profile: null }),
  initial: 'empty',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  on: {
    USERNAME_CHANGED: {
      description: 'Anggota membuka profil anggota lain di layar yang sama → kepala profilnya dimuat',
      guard: 'isOtherUser',
      target: '.empty',
      reenter: true,
      actions: assign({
        username: ({ event }) => event.username,
        profile: null,
      }),
    },
  },
  states: {
    empty: {
      description: 'Memuat kepala profil; kepala masih kosong',
      tags: ['loadingProfile'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          description: 'Server mengirim profil → layar menampilkan nama, foto, bio dan jumlah Threads dan Albums',
          target: 'fetched',
          actions: assign({ profile: ({ event }) => event.output }),
        },
        onError: [
          {
            description: 'Server menjawab 404 → layar menampilkan ‘Pengguna tidak ditemukan’',
            guard: 'isUnknownUser',
            target: 'notFound',
          },
          {
            description: 'Profil gagal dimuat karena hal lain → layar menampilkan ‘Profil tidak dapat dimuat’ dan tombol ‘Coba lagi’',
            target: 'failed',
          },
        ],
      },
    },
    fetched: {
      description: 'Layar menampilkan kepala profil',
      on: {
        REFRESH: {
          description:
            'Isi profil berubah (album diarsipkan, thread dihapus, peristiwa siaran terlewat, blokir atau bisukan berubah) → kepala profil dimuat ulang, yang tampil tetap tampil',
          target: 'refreshing',
        },
      },
    },
    refreshing: {
      description: 'Memuat ulang kepala profil; yang tampil tetap tampil',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          description: 'Server mengirim profil terbaru → jumlah Threads dan Albums diperbarui',
          target: 'fetched',
          actions: assign({ profile: ({ event }) => event.output }),
        },
        onError: [
          {
            // A block hides a profile both ways (contract §16).
            description: 'Server menjawab 404 saat memuat ulang (anggota memblokir atau diblokir) → layar menampilkan ‘Pengguna tidak ditemukan’',
            guard: 'isUnknownUser',
            target: 'notFound',
            // The hidden profile is not kept: loaded again later, a failure must not show it.
            actions: assign({ profile: null }),
          },
          {
            description: 'Pemuatan ulang gagal → kepala profil yang tampil tetap tampil apa adanya',
            target: 'fetched',
          },
        ],
      },
      // A later change may not be in the answer on its way: ask again.
      on: {
        REFRESH: {
          description: 'Isi profil berubah lagi selama memuat ulang → kepala profil dimuat ulang sekali lagi dari awal',
          target: 'refreshing',
          reenter: true,
        },
      },
    },
    failed: {
      description: 'Profil gagal dimuat: layar menawarkan coba lagi',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → kepala profil dimuat ulang', target: 'empty' } },
    },
    notFound: {
      description: 'Tidak ada anggota dengan username ini, atau ia tersembunyi karena blokir',
      on: {
        REFRESH: {
          description: 'Blokir dibuka (atau siaran melewatkan peristiwa) → kepala profil dimuat lagi dari awal',
          target: 'empty',
        },
      },
    },
  },
});
