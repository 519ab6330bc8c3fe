// Avatar crop: a modal where the member picks a picture (jpg, jpeg, png or gif), frames a square
// at least as large as a stored profile photo, and makes it the profile photo. The square is
// rendered to a JPEG of that side (cropImage) and uploaded. A refused picture or a failed upload keeps the current
// choice; closing the modal keeps it too, for the next opening.
import { assign, fromPromise, setup } from 'xstate';
import { firstFieldErrors } from '../contract/failure.ts';
import { AVATAR_SIDE } from '../contract/limits.ts';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** A square of the source picture, in its own pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type AvatarProblem =
  | { reason: 'wrongType' }
  | { reason: 'tooSmall' }
  | { reason: 'unreadable' }
  /** The server's message for the photo field. */
  | { reason: 'refused'; message: string };

export interface AvatarCropContext {
  file: File | null;
  area: CropArea | null;
  cropped: Blob | null;
  problem: AvatarProblem | null;
}

export type AvatarCropEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'FILE_CHOSEN'; file: File }
  | { type: 'IMAGE_UNREADABLE' }
  | { type: 'CROPPED'; area: CropArea }
  | { type: 'CLEAR' }
  | { type: 'SAVE' };

function refusal(error: unknown): AvatarProblem | null {
  const message = firstFieldErrors(error).foto_profile;
  return message ? { reason: 'refused', message } : null;
}

/** What the editor shows: the crop locked and “Jadikan Profile” spinning until the new photo is stored. */
export type AvatarCropTag = 'savingPhoto';

export const avatarCropMachine = setup({
  types: {
    context: {} as AvatarCropContext,
    events: {} as AvatarCropEvent,
    tags: {} as AvatarCropTag,
  },
  actors: {
    cropImage: fromPromise<Blob, { image: Blob; area: CropArea }>(async () => {
      throw new Error('cropImage is provided by the app');
    }),
    uploadAvatar: fromPromise<void, { image: Blob }>(async () => {
      throw new Error('uploadAvatar is provided by the app');
    }),
  },
  actions: {
    notifyUploaded: () => {},
    notifyFailed: () => {},
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    isAcceptedType: ({ event }) => event.type === 'FILE_CHOSEN' && AVATAR_TYPES.includes(event.file.type),
    hasArea: ({ context }) => context.area !== null,
    isBigEnough: ({ context }) =>
      context.area !== null && Math.min(context.area.width, context.area.height) >= AVATAR_SIDE,
    isRefused: ({ event }) => 'error' in event && refusal(event.error) !== null,
  },
}).createMachine({
  description: 'Jendela ganti foto profil: pilih, potong, unggah',
  id: 'avatarCrop',
  context: { file: null, area: null, cropped: null, problem: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'Jendela foto profil tertutup',
      on: {
        OPEN: [
          {
            description: 'Anggota menekan ‘Ganti foto profil’, gambar pilihan sebelumnya masih ada → jendela terbuka dengan gambar itu',
            guard: 'hasFile',
            target: 'open.chosen',
          },
          { description: 'Anggota menekan ‘Ganti foto profil’, belum ada gambar → jendela terbuka dengan ‘No Photo’', target: 'open.empty' },
        ],
      },
    },
    open: {
      description: 'Jendela foto profil terbuka',
      initial: 'empty',
      on: {
        CLOSE: { description: 'Anggota menutup jendela foto profil → pilihan gambar tetap tersimpan', target: 'closed' },
        FILE_CHOSEN: [
          {
            description: 'Anggota memilih gambar jpg, jpeg, png atau gif lewat ‘Pilih Gambar’ → gambar tampil untuk dibingkai',
            guard: 'isAcceptedType',
            target: '.chosen',
            actions: assign({ file: ({ event }) => event.file, area: null, problem: null }),
          },
          {
            description: 'Anggota memilih berkas dengan format lain → layar menampilkan ‘Format gambar harus jpg, jpeg, png atau gif’',
            actions: assign({ problem: { reason: 'wrongType' } }),
          },
        ],
      },
      states: {
        empty: { description: 'Belum ada gambar: anggota diminta memilih gambar' },
        chosen: {
          description: 'Gambar terpilih: anggota membingkai potongan persegi',
          on: {
            CROPPED: {
              description: 'Anggota menggeser atau memperbesar bingkai → bagian foto yang dipakai diingat',
              actions: assign({ area: ({ event }) => event.area }),
            },
            IMAGE_UNREADABLE: {
              description: 'Gambar tidak dapat dibaca browser → layar menampilkan ‘Gambar tidak dapat dibaca, pilih gambar lain’',
              target: 'empty',
              actions: assign({ file: null, area: null, problem: { reason: 'unreadable' } }),
            },
            CLEAR: {
              description: 'Anggota menekan ‘Hapus’ → gambar terpilih dibuang, layar kembali ke ‘No Photo’',
              target: 'empty',
              actions: assign({ file: null, area: null, problem: null }),
            },
            SAVE: [
              {
                description: `Anggota menekan ‘Jadikan Profile’, bagian foto minimal ${AVATAR_SIDE}×${AVATAR_SIDE} piksel → gambar dipotong`,
                guard: 'isBigEnough',
                target: '#avatarCrop.cropping',
              },
              {
                description:
                  `Anggota menekan ‘Jadikan Profile’, bagian foto lebih kecil dari ${AVATAR_SIDE}×${AVATAR_SIDE} piksel → layar menampilkan ‘Bagian foto minimal ${AVATAR_SIDE}×${AVATAR_SIDE} piksel: perkecil zoom atau pilih gambar yang lebih besar’`,
                guard: 'hasArea',
                actions: assign({ problem: { reason: 'tooSmall' } }),
              },
            ],
          },
        },
      },
    },
    cropping: {
      description: 'Memotong gambar menjadi JPEG persegi',
      tags: ['savingPhoto'],
      entry: assign({ problem: null }),
      invoke: {
        id: 'cropImage',
        src: 'cropImage',
        input: ({ context }) => ({ image: context.file!, area: context.area! }),
        onDone: {
          description: 'Gambar selesai dipotong → foto dikirim ke server',
          target: 'uploading',
          actions: assign({ cropped: ({ event }) => event.output }),
        },
        onError: {
          description: 'Gambar gagal dipotong → layar menampilkan ‘Gambar tidak dapat dibaca, pilih gambar lain’',
          target: 'open.chosen',
          actions: assign({ problem: { reason: 'unreadable' } }),
        },
      },
    },
    uploading: {
      description: 'Mengunggah foto profil baru ke server',
      tags: ['savingPhoto'],
      invoke: {
        id: 'uploadAvatar',
        src: 'uploadAvatar',
        input: ({ context }) => ({ image: context.cropped! }),
        onDone: {
          description: 'Server menyimpan foto → jendela tertutup, layar menampilkan ‘Foto profil diperbarui’',
          target: 'uploaded',
          actions: 'notifyUploaded',
        },
        onError: [
          {
            description: 'Server menolak gambar → pesan dari server tampil di jendela, gambar pilihan tetap ada',
            guard: 'isRefused',
            target: 'open.chosen',
            actions: assign({ cropped: null, problem: ({ event }) => refusal(event.error) }),
          },
          {
            description: 'Unggahan gagal karena hal lain → layar menampilkan ‘Foto profil gagal diperbarui, coba lagi nanti’',
            target: 'open.chosen',
            actions: [assign({ cropped: null }), 'notifyFailed'],
          },
        ],
      },
    },
    uploaded: { description: 'Foto profil baru tersimpan', type: 'final' },
  },
});
