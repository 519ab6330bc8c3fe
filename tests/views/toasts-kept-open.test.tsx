// The screen suites keep every toast open (setup-screens.ts): a path steps through a screen slower
// than a member reads, and a toast that closed on its own mid-path would fail the step that looks
// for it. That holds for a message that asks for a time of its own (the album's 10 s) too.
import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { expect, it } from 'vitest';
import { notify } from '../../src/app/notify.ts';

it('keeps a toast that asks for a time of its own open past that time', async () => {
  render(<ToastContainer />);
  notify.success('Album dibuat', 200);
  expect(await screen.findByText('Album dibuat')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(screen.getByText('Album dibuat')).toBeInTheDocument();
});
