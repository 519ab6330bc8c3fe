// Sample events for one photo of a new album: the queue gives it its turn, the server answers its
// upload (the temp id, or a refused picture), the member retries a failed one, and the queue takes
// an uploaded one back, whose revert the server answers either way.
import { createEmptyActor, type AnyEventObject } from 'xstate';
import { uploadPhotoMachine, type UploadPhotoInput } from '../../machines/upload-photo.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';
import { refusedPicture } from './upload-queue.model.ts';

export const photoName = 'pantai.jpg';
export const photoFile = new Blob([photoName], { type: 'image/jpeg' });
export const photoTempId = 'temp/photo-1.jpg';

export const photoInput: UploadPhotoInput = { queue: createEmptyActor(), id: 'photo-1', name: photoName, file: photoFile };

const events: AnyEventObject[] = [
  { type: 'START' },
  { type: 'RETRY' },
  { type: 'REVERT' },
  { type: 'xstate.done.actor.uploadTemp', output: photoTempId },
  { type: 'xstate.error.actor.uploadTemp', error: refusedPicture },
  { type: 'xstate.done.actor.revertTemp', output: undefined },
  { type: 'xstate.error.actor.revertTemp', error: { status: 0, body: null } },
];

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'POST /temp/album sends the picture in the field album_content',
    when: { event: 'START', to: 'uploading' },
    request: {
      actor: 'uploadTemp',
      input: { album_content: photoFile, name: photoName },
      sends: { endpoint: 'uploadTempPhoto', form: { album_content: photoName } },
    },
  },
  {
    spec: '§7 Calls',
    name: 'DELETE /temp/album names the upload as path',
    when: { event: 'REVERT', to: 'reverting' },
    request: { actor: 'revertTemp', input: { path: photoTempId }, sends: { endpoint: 'revertTempPhoto', body: { path: photoTempId } } },
  },
  {
    spec: '§4 States and transitions',
    name: 'An uploaded photo reads “Terunggah”',
    when: { event: 'xstate.done.actor.uploadTemp' },
    text: 'Terunggah',
  },
  {
    spec: '§8 Error catalogue',
    name: 'A failed upload reads “Gagal diunggah”',
    when: { event: 'xstate.error.actor.uploadTemp' },
    text: 'Gagal diunggah',
  },
  {
    spec: '§2 Screens and routes',
    name: 'A photo waiting for its turn reads “Menunggu”',
    when: { to: 'queued' },
    text: 'Menunggu',
  },
];

export const uploadPhotoModel = {
  machine: uploadPhotoMachine,
  actors: ['uploadTemp', 'revertTemp'],
  inputs: [photoInput],
  events,
  expectations,
};
