// The regions a spec text is looked for in: a toast from an earlier step, or the same words
// elsewhere on the page, never stand in for the text the step should show.
import { afterEach, describe, expect, it } from 'vitest';
import { regionText, toastWords } from '../helpers/model/text-regions.ts';

const toast = (words: string) => `<div class="Toastify__toast"><div role="alert">${words}</div></div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('text regions', () => {
  it('leaves out a toast that was already up when the step began, on the page as in the toasts', () => {
    document.body.innerHTML = `<section class="Toastify">${toast('Aksi gagal')}</section><main>Beranda</main>`;
    const stale = toastWords();
    // What the page-wide check accepted: the earlier toast's words are on the page.
    expect(document.body).toHaveTextContent('Aksi gagal');

    expect(regionText('page', stale)).not.toContain('Aksi gagal');
    expect(regionText('toast', stale)).not.toContain('Aksi gagal');

    document.querySelector('.Toastify')!.insertAdjacentHTML('beforeend', toast('Album dihapus'));
    expect(regionText('toast', stale)).toContain('Album dihapus');
    expect(regionText('page', stale)).toContain('Beranda');
  });

  it('counts a toast that showed its words anew during the step, as a message asked for again does', () => {
    document.body.innerHTML = `<section class="Toastify">${toast('<span>Akun aldi tidak ditemukan</span>')}</section>`;
    const stale = toastWords();
    expect(regionText('toast', stale)).toBe('');

    document.querySelector('[role="alert"]')!.innerHTML = '<span>Akun aldi tidak ditemukan</span>';
    expect(regionText('toast', stale)).toBe('Akun aldi tidak ditemukan');
  });

  it('finds a text in the named dialog or list only, and an inline alert apart from toasts', () => {
    document.body.innerHTML = `
      <p>Lanjut</p>
      <div role="dialog" aria-label="Lanjut Delete?"><button>Cancel</button></div>
      <ul aria-label="Hasil"><li>budi</li></ul><ul aria-label="Lain"><li>ayu</li></ul>
      ${toast('Gagal terkirim')}<p role="alert">Limit harian digunakan</p>`;

    expect(regionText({ dialog: 'Lanjut Delete?' }, [])).not.toContain('Lanjut');
    expect(regionText({ dialog: 'Lanjut Delete?' }, [])).toContain('Cancel');
    expect(regionText({ list: 'Hasil' }, [])).toBe('budi');
    expect(regionText({ list: true }, [])).toBe('budi ¦ ayu');
    expect(regionText('alert', [])).toBe('Limit harian digunakan');
  });

  it("reads a field's error from its accessible description, not from another field's", () => {
    document.body.innerHTML = `
      <label for="u">Username</label><input id="u" aria-describedby="u-error"><p id="u-error">Username sudah dipakai</p>
      <label for="e">Email</label><input id="e" aria-describedby="e-error"><p id="e-error">Email tidak valid</p>`;

    expect(regionText({ fieldError: 'Username' }, [])).toBe('Username sudah dipakai');
    expect(regionText({ fieldError: 'Email' }, [])).not.toContain('Username');
  });
});
