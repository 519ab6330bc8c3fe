// Toasts come from a library loaded apart from the first screen: the container mounts when it
// arrives, and a toast asked for before that still shows. A message asked for again shows anew.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify, useToastLibrary } from '../../src/app/notify.ts';

function ToastArea() {
  const library = useToastLibrary();
  return library ? <library.ToastContainer /> : <p>belum ada</p>;
}

describe('notify', () => {
  it('loads the library with the first toast, mounts the container and shows the toast', async () => {
    render(<ToastArea />);
    expect(screen.getByText('belum ada')).toBeInTheDocument();
    notify.error('Gagal terkirim');
    expect(await screen.findByText('Gagal terkirim')).toBeInTheDocument();
  });

  it('shows a message asked for again while it is on screen once, not stacked', async () => {
    render(<ToastArea />);
    for (let attempt = 0; attempt < 5; attempt += 1) notify.error('SPAM, coba lagi nanti');
    expect(await screen.findByText('SPAM, coba lagi nanti')).toBeInTheDocument();
    // Every request has had its turn by now: a second toast would have been added with the first.
    notify.error('Pesan lain');
    expect(await screen.findByText('Pesan lain')).toBeInTheDocument();
    expect(screen.getAllByText('SPAM, coba lagi nanti')).toHaveLength(1);
  });

  it('says when trying again makes sense on a second line, which a repeated refusal replaces in the same toast', async () => {
    render(<ToastArea />);
    notify.error('SPAM, coba lagi nanti', { detail: 'Coba lagi dalam 42 detik' });
    expect(await screen.findByText('Coba lagi dalam 42 detik')).toBeInTheDocument();
    notify.error('SPAM, coba lagi nanti', { detail: 'Coba lagi dalam 17 detik' });
    expect(await screen.findByText('Coba lagi dalam 17 detik')).toBeInTheDocument();
    expect(screen.queryByText('Coba lagi dalam 42 detik')).not.toBeInTheDocument();
    expect(screen.getAllByText('SPAM, coba lagi nanti')).toHaveLength(1);
  });

  it('shows a message asked for again while it is on screen anew in the same toast: its words announced again, its time started over', async () => {
    render(<ToastArea />);
    for (const ask of [notify.success, notify.error]) {
      const message = ask === notify.success ? 'aldi dibisukan' : 'Akun aldi tidak ditemukan';
      ask(message);
      const words = await screen.findByText(message);
      const timer = screen.getAllByRole('progressbar').at(-1)!;
      ask(message);
      // The alert announces what is added to it: the words must be a new element, not the old one kept.
      await waitFor(() => expect(screen.getByText(message)).not.toBe(words));
      expect(words).not.toBeInTheDocument();
      expect(timer).not.toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(1);
    }
  });

  it('shows a message again once its toast has started to close', async () => {
    render(<ToastArea />);
    notify.error('Akun aldi tidak ditemukan');
    await userEvent.click(await screen.findByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    notify.error('Akun aldi tidak ditemukan');
    expect(await screen.findByRole('alert')).toHaveTextContent('Akun aldi tidak ditemukan');
  });

  it('shows a message asked for again just as its toast starts to close in a toast of its own', async () => {
    render(<ToastArea />);
    notify.error('Akun aldi tidak ditemukan');
    const close = await screen.findByRole('button', { name: 'close' });
    const closing = close.closest('.Toastify__toast')!;
    // The library applies an update a moment after it is asked for; the toast closes meanwhile.
    notify.error('Akun aldi tidak ditemukan');
    // notify hands the message on once the loaded library's promise settles: one turn.
    await Promise.resolve();
    fireEvent.click(close);
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent('Akun aldi tidak ditemukan');
    expect(closing).not.toContainElement(shown);
  });
});
