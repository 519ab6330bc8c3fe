// When the toast library cannot be loaded (the connection dropped), a toast is given up
// quietly: nothing throws, and the app goes on without a container.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify, preloadToasts, useToastLibrary } from '../../src/app/notify.ts';

vi.mock('../../src/app/toast-library.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function ToastArea() {
  return <p>{useToastLibrary() ? 'dimuat' : 'tanpa toast'}</p>;
}

describe('notify without its library', () => {
  it('gives the toast up without an error and keeps the app running', async () => {
    render(<ToastArea />);
    preloadToasts();
    notify.error('Gagal terkirim');
    notify.success('Terkirim');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('tanpa toast')).toBeInTheDocument();
  });
});
