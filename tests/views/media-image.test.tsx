import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '../../src/components/Avatar.tsx';
import { MediaImage } from '../../src/components/MediaImage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { avatarSrcSet, expectStoredPhoto, photoSrcSet } from '../helpers/stored-pictures.ts';

const STORED = 'http://api.test/media/album/abc.jpg';
const SIZES = '(min-width: 768px) 680px, 100vw';

function renderPhoto(src: string, eager?: boolean) {
  render(<MediaImage src={src} alt="Foto" kind="photo" sizes={SIZES} side={1080} eager={eager} className="w-full" />);
  return screen.getByRole('img', { name: 'Foto' });
}

describe('MediaImage', () => {
  it('offers the narrower copies of a stored photo, lazily, with its square size', () => {
    const image = renderPhoto(STORED);
    expectStoredPhoto(image, STORED);
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('width', '1080');
    expect(image).toHaveAttribute('height', '1080');
    expect(image).toHaveClass('w-full');
  });

  it('treats a path under /media/ on the page’s own origin the same', () => {
    expect(renderPhoto('/media/album/abc.jpg')).toHaveAttribute('srcset', photoSrcSet('/media/album/abc.jpg'));
  });

  it('loads a photo shown at first paint at once', () => {
    expectStoredPhoto(renderPhoto(STORED, true), STORED, { eager: true });
  });

  it.each([
    ['a preview being uploaded', 'blob:http://localhost/5f1c'],
    ['a data URL', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['a bundled picture', '/avatar-placeholder.svg'],
    ['a picture elsewhere', 'https://cdn.example.com/album/abc.jpg'],
    ['a URL that already asks for a width', `${STORED}?w=360`],
  ])('shows %s as it is, without copies to choose from', (_name, src) => {
    const image = renderPhoto(src);
    expect(image).toHaveAttribute('src', src);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});

describe('Avatar', () => {
  it('offers the 96 wide copy for its shown size', () => {
    const url = 'http://api.test/media/avatar/ayu.jpg';
    render(<Avatar src={url} username="ayu" size={40} />);
    const image = screen.getByRole('img', { name: text.common.avatarAlt('ayu') });
    expect(image).toHaveAttribute('src', url);
    expect(image).toHaveAttribute('srcset', avatarSrcSet(url));
    expect(image).toHaveAttribute('sizes', '40px');
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the placeholder without copies when the member has no photo', () => {
    render(<Avatar src={null} username="ayu" />);
    const image = screen.getByRole('img', { name: text.common.defaultAvatarAlt });
    expect(image).toHaveAttribute('src', '/avatar-placeholder.svg');
    expect(image).not.toHaveAttribute('srcset');
  });
});
