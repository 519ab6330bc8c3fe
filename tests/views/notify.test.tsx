// Toasts come from a library loaded apart from the first screen: the container mounts when it
// arrives, and a toast asked for before that still shows.
import { render, screen } from '@testing-library/react';
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
});
