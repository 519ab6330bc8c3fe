// Album photos carry their description as alt text, or a text saying whose photo it is; a
// described photo shows an 'ALT' badge that reveals the description on click or keyboard focus.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlbumPhoto } from '../../contract/wire.ts';
import { AlbumPhotos } from '../../src/components/post/AlbumPhotos.tsx';
import { PhotoViewer } from '../../src/pages/album/PhotoViewer.tsx';
import { text } from '../../src/text/catalogue.ts';

const user = userEvent.setup({ delay: null });
const described: AlbumPhoto = { id: 1, content: 'http://api.test/media/album/1.jpg', alt: 'Dua anak bermain pasir di pantai' };
const undescribed: AlbumPhoto = { id: 2, content: 'http://api.test/media/album/2.jpg', alt: null };
const badge = () => screen.queryByRole('button', { name: new RegExp(`^${text.altText.badge}`) });

describe('alt text of album photos', () => {
  it('names a described photo by its description and reveals it from the ALT badge', async () => {
    render(<AlbumPhotos photos={[described]} username="citra" eager onLike={() => {}} />);
    expect(screen.getByRole('img', { name: described.alt! })).toBeInTheDocument();
    expect(screen.queryByText(described.alt!)).not.toBeInTheDocument();

    await user.click(badge()!);
    expect(screen.getByText(described.alt!)).toBeVisible();
    expect(badge()).toHaveAttribute('aria-expanded', 'true');
    await user.click(badge()!);
    expect(screen.queryByText(described.alt!)).not.toBeInTheDocument();

    // Reached with the keyboard, it opens on focus and closes on leaving.
    badge()!.blur();
    await user.tab();
    expect(badge()).toHaveFocus();
    expect(screen.getByText(described.alt!)).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText(described.alt!)).not.toBeInTheDocument();
  });

  it('falls back to whose photo it is, without a badge', () => {
    render(<AlbumPhotos photos={[undescribed]} username="citra" eager onLike={() => {}} />);
    expect(screen.getByRole('img', { name: text.post.photoAlt('citra') })).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
  });

  it('names the photo shown on the edit screen by its description, else by its position', async () => {
    render(<PhotoViewer photos={[undescribed, described]} canDelete={() => false} onDelete={() => {}} />);
    expect(screen.getByRole('img', { name: text.album.photoAlt(1, 2) })).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.albumEdit.showPhoto(2) }));
    expect(screen.getByRole('img', { name: described.alt! })).toBeInTheDocument();
    expect(badge()).toBeInTheDocument();
  });
});
