import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { AlbumEditContext, EditableAlbum } from '../../machines/album-edit.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import AlbumEditPage from '../../src/pages/album/AlbumEditPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { expectStoredPhoto } from '../helpers/stored-pictures.ts';
import { albumEditModel, albumSlug, newCaption, twoPhotoAlbum } from '../models/album-edit.model.ts';

const t = text.albumEdit;
const user = userEvent.setup({ delay: null });

const captionBox = () => screen.getByRole('textbox', { name: t.caption });
const descriptionBox = (position: number, total: number) =>
  screen.getByRole('textbox', { name: text.altText.labelOf(text.album.photoAlt(position, total)) });
// While busy a button also reads the spinner's label.
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
const confirmDialog = () => screen.queryByRole('dialog', { name: t.confirmDelete });
const expectNoEditor = () => expect(screen.queryByRole('heading', { name: t.heading })).not.toBeInTheDocument();

function renderEdit(runtime: Runtime) {
  renderScreen(<AlbumEditPage />, {
    runtime,
    session: signedInSession(demoUser),
    path: `/album/${albumSlug}/edit`,
    routePath: '/album/:slug/edit',
  });
}

function expectEditor(snapshot: AnyMachineSnapshot) {
  const { draft, photos, altDrafts } = snapshot.context as AlbumEditContext;
  expect(screen.getByRole('heading', { name: t.heading })).toBeInTheDocument();
  // Named by its description once it has one.
  const shownName = photos[0].alt ?? text.album.photoAlt(1, photos.length);
  expectStoredPhoto(screen.getByRole('img', { name: shownName }), photos[0].content, { eager: true });
  if (photos.length > 1) {
    photos.forEach((photo, position) => {
      const thumbnail = screen.getByRole('button', { name: t.showPhoto(position + 1) }).querySelector('img');
      expectStoredPhoto(thumbnail as HTMLElement, photo.content);
      expect(thumbnail).toHaveAttribute('sizes', '56px');
    });
  }
  expect(captionBox()).toHaveValue(draft);
  photos.forEach((photo, index) => expect(descriptionBox(index + 1, photos.length)).toHaveValue(altDrafts[photo.id]));
  expect(captionBox()).toHaveAttribute('placeholder', t.captionPlaceholder);
  expect(button(t.submit)).toHaveProperty('disabled', !snapshot.can({ type: 'SAVE' }));
  // Not the last photo, and not while saving.
  const deletable = snapshot.can({ type: 'DELETE_PHOTO', id: photos[0].id });
  expect(screen.queryByRole('button', { name: t.deletePhoto }) !== null).toBe(deletable);
}

describe('album edit', () => {
  testViewPaths({
    ...albumEditModel,
    machine: liveFlows.albumEdit,
    render: ({ machine, clock, inspect }) =>
      renderEdit({ flows: { albumEdit: machine as typeof liveFlows.albumEdit }, clock, inspect }),
    userActions: {
      RETRY: async () => user.click(button(text.failure.retry)),
      CAPTION_CHANGED: async (event) => {
        await user.clear(captionBox());
        await user.type(captionBox(), event.caption);
      },
      // The model describes the first photo shown.
      ALT_CHANGED: async (event) => {
        await user.click(screen.getAllByRole('textbox', { name: new RegExp(`^${text.altText.label}`) })[0]);
        await user.paste(event.alt);
      },
      SAVE: async () => user.click(button(t.submit)),
      DELETE_PHOTO: async () => user.click(button(t.deletePhoto)),
      CONFIRM: async () => user.click(button(t.confirm)),
      CANCEL: async () => user.click(button(t.cancel)),
    },
    states: {
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
        expectNoEditor();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed);
        expect(button(text.failure.retry)).toBeEnabled();
        expectNoEditor();
      },
      refused: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.refused);
        expect(screen.queryByRole('button', { name: text.failure.retry })).not.toBeInTheDocument();
        expectNoEditor();
      },
      editing: (snapshot) => {
        expectEditor(snapshot);
        expect(confirmDialog()).not.toBeInTheDocument();
      },
      saving: (snapshot) => {
        expectEditor(snapshot);
        expect(button(t.submit)).toHaveAttribute('aria-busy', 'true');
        expect(captionBox()).toHaveAttribute('readonly');
      },
      savingAlts: (snapshot) => {
        expectEditor(snapshot);
        expect(button(t.submit)).toHaveAttribute('aria-busy', 'true');
        const { photos } = snapshot.context as AlbumEditContext;
        expect(descriptionBox(1, photos.length)).toHaveAttribute('readonly');
      },
      confirmingDelete: () => {
        expect(confirmDialog()).toBeInTheDocument();
        expect(button(t.confirm)).toBeEnabled();
      },
      deletingPhoto: () => {
        expect(button(t.confirm)).toHaveAttribute('aria-busy', 'true');
        expect(button(t.cancel)).toBeDisabled();
      },
    },
  });
});

describe('album edit answers', () => {
  function withServer(update: () => Promise<string>, remove: () => Promise<void> = async () => {}) {
    const calls: string[] = [];
    const albumEdit = liveFlows.albumEdit.provide({
      actors: {
        fetchAlbum: fromPromise<EditableAlbum, { slug: string }>(async () => twoPhotoAlbum),
        updateCaption: fromPromise<string, { slug: string; caption: string }>(async ({ input }) => {
          calls.push(`update ${input.slug} ${input.caption}`);
          return update();
        }),
        deletePhoto: fromPromise<void, { id: number }>(async ({ input }) => {
          calls.push(`delete ${input.id}`);
          return remove();
        }),
      },
    });
    renderEdit({ flows: { albumEdit } });
    return calls;
  }

  it('saves the caption and says so', async () => {
    const calls = withServer(async () => newCaption);
    await user.clear(await screen.findByRole('textbox', { name: t.caption }));
    await user.type(captionBox(), newCaption);
    await user.click(button(t.submit));

    expect(await screen.findByText(t.updated)).toBeInTheDocument();
    expect(calls).toEqual([`update ${albumSlug} ${newCaption}`]);
  });

  it('says when the caption is not saved and keeps what was typed', async () => {
    withServer(() => Promise.reject({ status: 0, body: null }));
    await user.clear(await screen.findByRole('textbox', { name: t.caption }));
    await user.type(captionBox(), newCaption);
    await user.click(button(t.submit));

    expect(await screen.findByText(t.updateFailed)).toBeInTheDocument();
    expect(captionBox()).toHaveValue(newCaption);
  });

  it('deletes the photo shown after Lanjut; the last one left cannot be deleted', async () => {
    const calls = withServer(async () => newCaption);
    await user.click(await screen.findByRole('button', { name: t.showPhoto(2) }));
    await user.click(button(t.deletePhoto));
    await user.click(button(t.confirm));

    expect(await screen.findByRole('img', { name: text.album.photoAlt(1, 1) })).toHaveAttribute('src', twoPhotoAlbum.photos[0].content);
    expect(calls).toEqual([`delete ${twoPhotoAlbum.photos[1].id}`]);
    expect(screen.queryByRole('button', { name: t.deletePhoto })).not.toBeInTheDocument();
  });

  it('says when a photo cannot be deleted and keeps it', async () => {
    withServer(async () => newCaption, () => Promise.reject({ status: 422, body: null }));
    await user.click(await screen.findByRole('button', { name: t.deletePhoto }));
    await user.click(button(t.confirm));

    expect(await screen.findByText(t.actionFailed)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: text.album.photoAlt(1, 2) })).toBeInTheDocument();
  });
});
