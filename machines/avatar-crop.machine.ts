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
        OPEN: [{ guard: 'hasFile', target: 'open.chosen' }, { target: 'open.empty' }],
      },
    },
    open: {
      description: 'Jendela foto profil terbuka',
      initial: 'empty',
      on: {
        CLOSE: 'closed',
        FILE_CHOSEN: [
          {
            guard: 'isAcceptedType',
            target: '.chosen',
            actions: assign({ file: ({ event }) => event.file, area: null, problem: null }),
          },
          { actions: assign({ problem: { reason: 'wrongType' } }) },
        ],
      },
      states: {
        empty: { description: 'Belum ada gambar: anggota diminta memilih gambar' },
        chosen: {
          description: 'Gambar terpilih: anggota membingkai potongan persegi',
          on: {
            CROPPED: { actions: assign({ area: ({ event }) => event.area }) },
            IMAGE_UNREADABLE: { target: 'empty', actions: assign({ file: null, area: null, problem: { reason: 'unreadable' } }) },
            CLEAR: { target: 'empty', actions: assign({ file: null, area: null, problem: null }) },
            SAVE: [
              { guard: 'isBigEnough', target: '#avatarCrop.cropping' },
              { guard: 'hasArea', actions: assign({ problem: { reason: 'tooSmall' } }) },
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
        onDone: { target: 'uploading', actions: assign({ cropped: ({ event }) => event.output }) },
        onError: { target: 'open.chosen', actions: assign({ problem: { reason: 'unreadable' } }) },
      },
    },
    uploading: {
      description: 'Mengunggah foto profil baru ke server',
      tags: ['savingPhoto'],
      invoke: {
        id: 'uploadAvatar',
        src: 'uploadAvatar',
        input: ({ context }) => ({ image: context.cropped! }),
        onDone: { target: 'uploaded', actions: 'notifyUploaded' },
        onError: [
          {
            guard: 'isRefused',
            target: 'open.chosen',
            actions: assign({ cropped: null, problem: ({ event }) => refusal(event.error) }),
          },
          { target: 'open.chosen', actions: [assign({ cropped: null }), 'notifyFailed'] },
        ],
      },
    },
    uploaded: { description: 'Foto profil baru tersimpan', type: 'final' },
  },
});
