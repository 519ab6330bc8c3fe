// A picture's action in the album picker keeps the keyboard's focus when FilePond swaps it for
// the next one (Remove for Cancel as the upload starts, Cancel for Undo as it ends): focus goes to
// the action the picture offers now, or to the browse control, never to the page's start.
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { expect, it, vi } from 'vitest';
import { useFocusKeptInPond } from '../../src/pages/profile/albums/use-focus-kept-in-pond.ts';

/** The part of FilePond's markup the hook reads: the browse control and one picture's actions. */
function Picker() {
  const area = useRef<HTMLDivElement>(null);
  useFocusKeptInPond(area);
  return (
    <div ref={area}>
      <span className="filepond--label-action" tabIndex={0}>
        Browse
      </span>
      <ul>
        <li className="filepond--item">
          <button type="button">Remove</button>
          <button type="button" disabled>
            Cancel
          </button>
        </li>
      </ul>
      <button type="button">Elsewhere</button>
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

it('moves focus to the action the picture offers now when FilePond disables the focused one', async () => {
  render(<Picker />);
  button('Remove').focus();
  button('Cancel').disabled = false;
  button('Remove').disabled = true;
  await vi.waitFor(() => expect(document.activeElement).toBe(button('Cancel')));
});

it('moves focus to the browse control when the picture offers no action yet', async () => {
  render(<Picker />);
  button('Remove').focus();
  button('Remove').disabled = true;
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByText('Browse')));
});

it('leaves focus where the member put it when an action without focus is disabled', async () => {
  render(<Picker />);
  button('Remove').focus();
  button('Elsewhere').focus();
  button('Remove').disabled = true;
  await Promise.resolve();
  await new Promise((settle) => setTimeout(settle, 20));
  expect(document.activeElement).toBe(button('Elsewhere'));
});

it('leaves the page alone when an action the member had left is disabled', async () => {
  render(<Picker />);
  button('Remove').focus();
  button('Remove').blur();
  button('Remove').disabled = true;
  await new Promise((settle) => setTimeout(settle, 20));
  expect(document.activeElement).toBe(document.body);
});
