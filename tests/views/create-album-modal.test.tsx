import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlbumCreator } from '../../src/pages/profile/albums/AlbumCreator.tsx';
import { text } from '../../src/text/catalogue.ts';
import { demoUser, renderScreen, testSession } from '../helpers/render-screen.tsx';

const t = text.album;
const user = userEvent.setup({ delay: null });

// The real dialog with the real FilePond, which in jsdom (no canvas, no layout) stays the plain
// file input it enhances in a browser.
describe('create-album dialog', () => {
  it('opens with the picker, the caption closed until a photo is uploaded, and nothing to post', async () => {
    renderScreen(<AlbumCreator />, { session: testSession(demoUser), path: '/profile/budi' });
    await user.click(screen.getByRole('button', { name: t.create }));

    const dialog = await screen.findByRole('dialog', { name: t.create });
    // FilePond builds its input once its module has loaded.
    await waitFor(() => expect(dialog.querySelector('input[type="file"][name="album_content"]')).toHaveAttribute('multiple'));
    const caption = screen.getByRole('textbox', { name: t.caption });
    expect(caption).toBeDisabled();
    expect(caption).toHaveAttribute('placeholder', t.captionPlaceholder);
    expect(screen.getByRole('button', { name: t.post })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.discard })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: text.upload.order })).not.toBeInTheDocument();

    // Focus moves into the dialog, so Escape reaches it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.create })).not.toBeInTheDocument());
  });
});
