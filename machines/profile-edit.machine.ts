// Profile edit: only the owner may open it (anyone else sees the failure view). The profile is
// loaded to fill the form; every field is required here, the username is cleaned as typed. The
// server's first message per field is shown under it, earlier ones cleared on each attempt, and
// nothing typed is lost. A saved new username moves the member to the profile's new address.
import { assign, fromPromise, setup } from 'xstate';
import { firstFieldErrors } from '../contract/failure.ts';
import { PROFILE_EDIT_FIELDS, type ProfileEditField } from '../contract/profile-edit.ts';
import type { ProfileData, UpdateProfileRequest } from '../contract/wire.ts';
import { formFields, type FieldChanged } from './form-fields.ts';

export type ProfileField = ProfileEditField;
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

const profileForm = formFields<ProfileField>({ fields: PROFILE_EDIT_FIELDS });

/** What the screen shows: the whole page loading, or the form locked with Update Profile spinning. */
export type ProfileEditTag = 'loadingProfile' | 'savingProfile';

export interface ProfileEditInput {
  /** The username in the address of the page. */
  username: string;
  /** Who is signed in (null while unknown). */
  viewer: string | null;
}

export interface ProfileEditContext extends ProfileEditInput {
  values: ProfileValues;
  /** The username the server holds, to tell whether a save changed it. */
  savedUsername: string;
  photo: string | null;
  errors: ProfileErrors;
}

export type ProfileEditEvent =
  | FieldChanged<ProfileField>
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** The fields still empty, in form order: Update Profile waits for them. */
export const missingProfileFields = profileForm.missing;

function formValues(profile: ProfileData): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    bio: profile.bio ?? '',
    address: profile.address ?? '',
    phone_number: profile.phone_number ?? '',
  };
}

/** Everything without surrounding spaces (the username has none). */
function profileRequest(values: ProfileValues): UpdateProfileRequest {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username,
    bio: values.bio.trim(),
    address: values.address.trim(),
    phone_number: values.phone_number.trim(),
  };
}

function shownErrors(error: unknown): ProfileErrors {
  const errors = firstFieldErrors(error);
  return Object.fromEntries(PROFILE_EDIT_FIELDS.filter((field) => field in errors).map((field) => [field, errors[field]]));
}

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput,
    tags: {} as ProfileEditTag,
  },
  actors: {
    fetchProfile: fromPromise<ProfileData, { username: string }>(async () => {
      throw new Error('fetchProfile is provided by the app');
    }),
    updateProfile: fromPromise<void, UpdateProfileRequest>(async () => {
      throw new Error('updateProfile is provided by the app');
    }),
  },
  actions: {
    notifySaved: () => {},
    notifyFailed: () => {},
    /** The top bar shows the member's name: the session reads it again. */
    refreshCurrentUser: () => {},
  },
  guards: {
    isOwner: ({ context }) => context.viewer !== null && context.viewer.toLowerCase() === context.username.toLowerCase(),
    isFilled: profileForm.isFilled,
    usernameChanged: ({ context }) => context.values.username !== context.savedUsername,
    hasFieldErrors: ({ event }) => 'error' in event && Object.keys(shownErrors(event.error)).length > 0,
  },
}).createMachine({
  description: 'Layar ubah profil milik anggota',
  id: 'profileEdit',
  context: ({ input }) => ({
    ...input,
    values: profileForm.empty,
    savedUsername: input.username,
    photo: null,
    errors: {},
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Memeriksa apakah anggota pemilik profil ini',
      always: [
        { description: 'Anggota membuka profilnya sendiri → profil dimuat untuk mengisi formulir', guard: 'isOwner', target: 'loading' },
        {
          description: 'Anggota membuka profil orang lain → layar menampilkan ‘Anda hanya dapat mengubah profil anda sendiri’',
          target: 'notOwner',
        },
      ],
    },
    notOwner: { description: 'Bukan pemilik: layar menampilkan tampilan galat' },
    loading: {
      description: 'Memuat profil untuk mengisi formulir',
      tags: ['loadingProfile'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          description: 'Server mengirim profil → formulir ‘Edit Profile’ terisi data anggota',
          target: 'editing',
          actions: assign({
            values: ({ event }) => formValues(event.output),
            savedUsername: ({ event }) => event.output.username,
            photo: ({ event }) => event.output.foto_profile,
          }),
        },
        onError: {
          description: 'Profil gagal dimuat → layar menampilkan ‘Profil gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    failed: {
      description: 'Profil gagal dimuat: layar menawarkan coba lagi',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → profil dimuat ulang', target: 'loading' } },
    },
    editing: {
      description: 'Formulir profil siap diubah (pesan galat tampil di bawah kolomnya)',
      on: {
        FIELD_CHANGED: {
          description: 'Anggota mengetik di salah satu kolom profil (username dibersihkan saat diketik)',
          actions: assign({ values: profileForm.afterTyping }),
        },
        SUBMIT: { description: 'Anggota menekan ‘Update Profile’, semua kolom sudah terisi', guard: 'isFilled', target: 'saving' },
      },
    },
    saving: {
      description: 'Menyimpan profil ke server',
      tags: ['savingProfile'],
      entry: assign({ errors: {} }),
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => profileRequest(context.values),
        onDone: [
          {
            description: 'Server menyimpan profil dengan username baru → layar menampilkan ‘Profil diperbarui’ dan pindah ke alamat profil yang baru',
            guard: 'usernameChanged',
            target: 'moved',
            actions: 'notifySaved',
          },
          {
            description: 'Server menyimpan profil, username tetap → layar menampilkan ‘Profil diperbarui’',
            target: 'editing',
            actions: ['notifySaved', 'refreshCurrentUser'],
          },
        ],
        onError: [
          {
            description: 'Server menolak isian → pesan dari server tampil di bawah kolom yang salah, isian tetap ada',
            guard: 'hasFieldErrors',
            target: 'editing',
            actions: assign({ errors: ({ event }) => shownErrors(event.error) }),
          },
          {
            description: 'Profil gagal disimpan karena hal lain → layar menampilkan ‘Profil gagal diperbarui, coba lagi nanti’',
            target: 'editing',
            actions: 'notifyFailed',
          },
        ],
      },
    },
    /** Saved under a new username: the page's address no longer names the member. */
    moved: { description: 'Username berubah: anggota dibawa ke alamat profil yang baru', type: 'final' },
  },
});
