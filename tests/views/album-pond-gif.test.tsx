// The album picker leaves a GIF as it is, so that the server can keep its animation: FilePond's
// image transform, which draws a picture on a canvas (one still frame), is skipped for it. Other
// pictures, and a GIF larger than the server takes, are still cropped and resized in the browser.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ALBUM_PHOTO_MAX_KILOBYTES } from '../../contract/limits.ts';
import { uploadPhotoMachine, type TempUploadRequest } from '../../machines/upload-photo.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { AlbumCreator } from '../../src/pages/profile/albums/AlbumCreator.tsx';
import { text } from '../../src/text/catalogue.ts';
import { pickPreparedPicture, pondStandIn } from '../helpers/filepond-stand-in.tsx';
import { animatedGif, solidImage } from '../helpers/images.ts';
import { demoUser, renderScreen, testSession } from '../helpers/render-screen.tsx';

vi.mock('react-filepond', async () => {
  const { FilePondStandIn } = await import('../helpers/filepond-stand-in.tsx');
  return { FilePond: FilePondStandIn, registerPlugin: () => {} };
});

const user = userEvent.setup({ delay: null });

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} });
});

/** The album creator, its uploads answered at once; answers what each upload sent. */
async function openCreator(): Promise<Map<string, Blob>> {
  const uploaded = new Map<string, Blob>();
  const uploadQueue = liveFlows.uploadQueue.provide({
    actors: {
      uploadPhoto: uploadPhotoMachine.provide({
        actors: {
          uploadTemp: fromPromise<string, TempUploadRequest>(async ({ input }) => {
            uploaded.set(input.name, input.album_content);
            return `temp/${input.name}`;
          }),
        },
      }),
    },
  });
  renderScreen(<AlbumCreator />, { runtime: { flows: { uploadQueue } }, session: testSession(demoUser), path: '/profile/budi' });
  await user.click(screen.getByRole('button', { name: text.album.create }));
  await screen.findByRole('dialog', { name: text.album.create });
  return uploaded;
}

async function pick(uploaded: Map<string, Blob>, file: File): Promise<Blob> {
  await act(() => pickPreparedPicture(file.name, file));
  await vi.waitFor(() => expect(uploaded.has(file.name)).toBe(true));
  return uploaded.get(file.name)!;
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

it('uploads a GIF exactly as picked, and crops other pictures in the browser as before', async () => {
  const uploaded = await openCreator();
  const gif = await animatedGif(90, 60, ['#ff0000', '#00ff00', '#0000ff']);

  const sent = await pick(uploaded, new File([new Uint8Array(gif)], 'tari.gif', { type: 'image/gif' }));
  expect(await bytesOf(sent)).toEqual(new Uint8Array(gif));
  // Known by its content, whatever its name and the type the browser guessed from it.
  const renamed = await pick(uploaded, new File([new Uint8Array(gif)], 'tari-lagi.jpg', { type: 'image/jpeg' }));
  expect(await bytesOf(renamed)).toEqual(new Uint8Array(gif));

  const png = await solidImage('png', 90, 60);
  const drawn = await pick(uploaded, new File([new Uint8Array(png)], 'foto.png', { type: 'image/png' }));
  expect(await drawn.text()).toBe('canvas drawing of foto.png');

  // The crop the browser applies to other pictures is the server's: the centre square.
  expect(pondStandIn.options).toMatchObject({ imageCropAspectRatio: '1:1', imageResizeMode: 'cover' });
});

it('draws a GIF larger than the server takes in the browser, as one frame, so it can still be posted', async () => {
  const uploaded = await openCreator();
  const gif = await animatedGif(90, 60, ['#ff0000', '#0000ff']);
  const padding = new Uint8Array(ALBUM_PHOTO_MAX_KILOBYTES * 1024 - gif.length + 1);
  const sent = await pick(uploaded, new File([new Uint8Array(gif), padding], 'besar.gif', { type: 'image/gif' }));
  expect(sent.type).toBe('image/png');
  expect(await sent.text()).toBe('canvas drawing of besar.gif');
});
