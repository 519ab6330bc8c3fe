// Sample events for the avatar crop, as a person sends them: open the modal, choose a picture
// (or a file of another type), frame a square too small and then large enough, save; or close
// and come back, clear the choice, or meet a picture that cannot be read. Every answer of the
// crop and the upload is tried after each save.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { avatarCropMachine, type AvatarCropContext, type CropArea } from '../../machines/avatar-crop.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const picture = new File(['png'], 'liburan.png', { type: 'image/png' });
export const notAPicture = new File(['%PDF'], 'ktp.pdf', { type: 'application/pdf' });
export const croppedJpeg = new Blob(['jpeg'], { type: 'image/jpeg' });

export const largeArea: CropArea = { x: 40, y: 10, width: 600, height: 600 };
export const smallArea: CropArea = { x: 0, y: 0, width: 200, height: 200 };

export const uploadRefusal = 'Foto profil harus berupa gambar';

const answers: AnyEventObject[] = [
  { type: 'xstate.done.actor.cropImage', output: croppedJpeg },
  { type: 'xstate.error.actor.cropImage', error: new Error('No 2D canvas') },
  { type: 'xstate.done.actor.uploadAvatar', output: undefined },
  { type: 'xstate.error.actor.uploadAvatar', error: { status: 400, body: { validation_errors: { foto_profile: [uploadRefusal] } } } },
  { type: 'xstate.error.actor.uploadAvatar', error: { status: 0, body: null } },
];

const chosen = (file: File) => ({ type: 'FILE_CHOSEN', file });
const cropped = (area: CropArea) => ({ type: 'CROPPED', area });

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { area, problem } = snapshot.context as AvatarCropContext;
  if (snapshot.matches('closed')) return [{ type: 'OPEN' }];
  if (snapshot.matches({ open: 'empty' })) {
    return problem ? [chosen(picture)] : [chosen(picture), chosen(notAPicture), { type: 'CLOSE' }];
  }
  if (!snapshot.matches({ open: 'chosen' })) return [];
  if (area === null) {
    return [
      cropped(smallArea),
      cropped(largeArea),
      { type: 'IMAGE_UNREADABLE' },
      { type: 'CLEAR' },
      { type: 'CLOSE' },
      chosen(notAPicture),
    ];
  }
  if (area === smallArea) return problem ? [cropped(largeArea)] : [{ type: 'SAVE' }];
  return [{ type: 'SAVE' }];
}

const expectations: SpecExpectation[] = [
  {
    spec: '§2 Screens and routes',
    name: 'Jendela foto profil menawarkan “Pilih Gambar”, “Jadikan Profile” dan “Hapus”',
    when: { event: 'OPEN', to: 'open.empty' },
    text: ['Pilih Gambar', 'Jadikan Profile', 'Hapus'],
  },
  {
    spec: '§2 Screens and routes',
    name: 'Nama berkas yang dipilih tampil',
    when: { event: 'FILE_CHOSEN', with: { file: { name: picture.name } }, to: 'open.chosen' },
    text: `Selected File: ${picture.name}`,
  },
  {
    spec: '§5 Validation rules',
    name: 'Potongan di bawah 256×256 tidak dipotong maupun diunggah',
    when: { event: 'SAVE', to: 'open.chosen' },
    noRequest: ['cropImage', 'uploadAvatar'],
  },
  {
    spec: '§5 Validation rules',
    name: '“Jadikan Profile” memotong bagian persegi yang dibingkai dari gambar terpilih',
    when: { event: 'SAVE', to: 'cropping' },
    request: { actor: 'cropImage', input: { image: picture, area: largeArea } },
  },
  {
    spec: '§7 Calls',
    name: 'POST /profile/avatar mengirim JPEG hasil potongan',
    when: { event: 'xstate.done.actor.cropImage' },
    request: {
      actor: 'uploadAvatar',
      input: { image: croppedJpeg },
      sends: { endpoint: 'uploadAvatarSpoofed', query: { _method: 'PUT' }, form: { foto_profile: 'cropped_image.jpg' } },
    },
  },
];

export const avatarCropModel = {
  machine: avatarCropMachine,
  expectations,
  actors: ['cropImage', 'uploadAvatar'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...answers],
};
