// The avatar crop with the real react-easy-crop and the real canvas crop, in Chromium: the
// picture is decoded and laid out, the round frame reports its square itself, and Save sends a
// square JPEG of AVATAR_SIDE pixels.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { AVATAR_SIDE } from '../../contract/limits.ts';
import { AvatarEditor } from '../../src/pages/profile/edit/AvatarEditor.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { renderScreen } from '../helpers/render-screen.tsx';

const t = text.avatar;
const user = userEvent.setup({ delay: null });

/** A PNG of the given size, drawn in the page (two halves, so a crop shows where it was). */
async function drawnPicture(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#be123c';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#0f766e';
  context.fillRect(width / 2, 0, width / 2, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

function renderEditor(uploaded: Blob[] = []) {
  const avatarCrop = liveFlows.avatarCrop.provide({
    actors: {
      uploadAvatar: fromPromise<void, { image: Blob }>(async ({ input }) => {
        uploaded.push(input.image);
      }),
    },
  });
  renderScreen(<AvatarEditor photo={null} username="budi" />, {
    runtime: { flows: { avatarCrop } },
    path: '/profile/budi/edit',
  });
}

async function choose(picture: File) {
  await user.click(screen.getByRole('button', { name: text.profileEdit.changePhoto }));
  await user.upload(screen.getByLabelText(t.choose), picture);
}

const saveButton = () => screen.getByRole('button', { name: new RegExp(`${t.save}$`) });

describe('avatar crop in a browser', () => {
  it('shows the chosen picture in the round frame, ready to save, zooming down to the minimum side', async () => {
    renderEditor();
    await choose(await drawnPicture('liburan.png', 1024, 768));

    const frame = await screen.findByLabelText(t.cropArea);
    expect(frame).toBeVisible();
    // The cropper reports the square it covers as soon as the picture is laid out.
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.getByLabelText(t.zoom)).toHaveAttribute('max', String(768 / AVATAR_SIDE));
  });

  it('saves the frame as a square JPEG of the avatar side', async () => {
    const uploaded: Blob[] = [];
    renderEditor(uploaded);
    await choose(await drawnPicture('liburan.png', 1024, 768));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());

    await waitFor(() => expect(uploaded).toHaveLength(1));
    expect(uploaded[0].type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(uploaded[0]);
    expect([bitmap.width, bitmap.height]).toEqual([AVATAR_SIDE, AVATAR_SIDE]);
  });

  it('says so when the chosen file is no picture it can read', async () => {
    renderEditor();
    await choose(new File(['not a picture'], 'rusak.png', { type: 'image/png' }));

    expect(await screen.findByText(t.unreadable)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});
