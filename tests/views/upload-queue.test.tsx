import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { uploadPhotoMachine, type TempUploadRequest } from '../../machines/upload-photo.machine.ts';
import type { NewAlbum } from '../../machines/upload-queue.machine.ts';
import type { PathSoFar } from '../helpers/model/expectation-types.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import { AlbumCreator } from '../../src/pages/profile/albums/AlbumCreator.tsx';
import { text } from '../../src/text/catalogue.ts';
import {
  finishPicking,
  outcomeOf,
  pickPicture,
  pickPictures,
  pondStandIn,
  retryPicture,
  startPicking,
  undoPicture,
} from '../helpers/filepond-stand-in.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen, testSession } from '../helpers/render-screen.tsx';
import { draftAfter, isComplete, statusIn, waitReason, type DraftStatus } from '../models/album-draft.ts';
import { caption, photos, tempIdOf, uploadQueueModel } from '../models/upload-queue.model.ts';
import { altReminder } from '../../src/app/alt-reminder.ts';

vi.mock('react-filepond', async () => {
  const { FilePondStandIn } = await import('../helpers/filepond-stand-in.tsx');
  return { FilePond: FilePondStandIn, registerPlugin: () => {} };
});

const t = text.album;
const u = text.upload;
const a = text.altText;

/** What a photo's row says, and why Posting waits (the texts the member reads). */
const shownStatus: Record<DraftStatus, string> = { queued: 'Menunggu', uploading: 'Mengunggah...', uploaded: 'Terunggah', failed: 'Gagal diunggah' };
const postWaits = {
  noPhotos: 'Tambahkan minimal 1 gambar untuk memposting album.',
  failedPhotos: 'Unggah ulang atau hapus gambar yang gagal diunggah.',
  uploading: 'Tunggu sampai semua gambar selesai diunggah.',
  noCaption: 'Tulis caption untuk memposting album.',
};
const user = userEvent.setup({ delay: null });

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} });
});

const dialog = () => screen.queryByRole('dialog', { name: t.create });
const captionBox = () => screen.getByRole('textbox', { name: t.caption });
const descriptionBox = (name: string) => screen.getByRole('textbox', { name: a.labelOf(name) });
const reminder = () => screen.queryByRole('dialog', { name: a.reminder });
// While busy a button also reads the spinner's label.
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
const pictureOf = (id: string) => {
  const photo = photos.find((candidate) => candidate.id === id)!;
  return new File([photo.name], photo.name, { type: 'image/jpeg' });
};

/** Pictures beyond the sample photos, picked on top of a draft. */
const extraPictures = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const name = `tambahan-${index + 1}.jpg`;
    return { id: `extra-${index + 1}`, file: new File([name], name, { type: 'image/jpeg' }) };
  });

async function openDialog() {
  if (dialog()) return;
  await user.click(button(t.create));
  await screen.findByRole('dialog', { name: t.create });
}

function renderCreator(runtime: Runtime) {
  return renderScreen(<AlbumCreator />, { runtime, session: testSession(demoUser), path: '/profile/budi' });
}

/**
 * The order list, FilePond's outcomes, the caption and Posting as the spec has the draft after the
 * path's events: caption closed until a photo is uploaded, Posting only with every photo uploaded
 * and a caption, and only when no call runs any more.
 */
function expectDraft(snapshot: AnyMachineSnapshot, path: PathSoFar) {
  const draft = draftAfter(path.events);
  const uploadRunning = snapshot.matches({ drafting: 'uploading' });
  if (!dialog()) {
    expect(button(t.create)).toBeEnabled();
    return;
  }
  const rows = draft.photos.length > 0 ? within(screen.getByRole('list')).getAllByRole('listitem') : [];
  expect(rows).toHaveLength(draft.photos.length);
  draft.photos.forEach((photo, index) => {
    const status = statusIn(draft, photo, uploadRunning);
    expect(rows[index]).toHaveTextContent(photos.find((sample) => sample.id === photo.id)!.name);
    expect(rows[index]).toHaveTextContent(shownStatus[status]);
    if (status === 'uploaded') expect(outcomeOf(photo.id)).toEqual({ serverId: tempIdOf(photo.id) });
    if (status === 'failed') expect(outcomeOf(photo.id)).toEqual({ error: 'Error during upload' });
  });
  expect(captionBox()).toHaveValue(draft.caption);
  expect(captionBox()).toHaveAttribute('placeholder', t.captionPlaceholder);
  expect(captionBox()).toHaveProperty('disabled', draft.photos.every((photo) => photo.tempId === null));
  const callRunning = !snapshot.matches({ drafting: 'saved' });
  expect(button(t.post)).toHaveProperty('disabled', callRunning || !isComplete(draft));
  // A Posting that waits says for what; a missing caption is marked.
  const waitingFor = waitReason(draft);
  if (waitingFor) expect(button(t.post)).toHaveAccessibleDescription(postWaits[waitingFor]);
  else expect(button(t.post)).not.toHaveAccessibleDescription();
  if (waitingFor === 'noCaption') expect(captionBox()).toHaveAccessibleDescription(text.common.required);
  else expect(captionBox()).not.toHaveAccessibleDescription();
}

describe('create-album uploads', () => {
  testViewPaths({
    ...uploadQueueModel,
    machine: liveFlows.uploadQueue,
    render: ({ machine, clock, inspect }) =>
      renderCreator({ flows: { uploadQueue: machine as typeof liveFlows.uploadQueue }, clock, inspect }),
    userActions: {
      ADD: async (event) => {
        await openDialog();
        act(() => pickPicture(event.id, pictureOf(event.id)));
      },
      RETRY: async (event) => act(() => retryPicture(event.id)),
      REMOVE: async (event) => user.click(button(u.remove(pictureOf(event.id).name))),
      REORDER: async (event) => user.click(screen.getAllByRole('button', { name: /^Naikkan / })[event.from]),
      CAPTION_CHANGED: async (event) => user.type(captionBox(), event.caption),
      ALT_CHANGED: async (event) => {
        await user.click(descriptionBox(pictureOf(event.id).name));
        await user.paste(event.alt);
      },
      POST: async () => user.click(button(t.post)),
      ADD_ALT: async () => user.click(button(a.reminderAdd)),
      POST_ANYWAY: async () => user.click(button(a.reminderPost)),
      DISCARD: async () => user.click(button(t.discard)),
      // More pictures picked at once than the album has room for.
      LEFT_OUT: async (event) => act(() => pickPictures(extraPictures(event.count))),
    },
    states: {
      'drafting.idle': expectDraft,
      'drafting.uploading': expectDraft,
      'drafting.reverting': expectDraft,
      'drafting.saving': expectDraft,
      'drafting.saved': (snapshot, path) => {
        expectDraft(snapshot, path);
        draftAfter(path.events).photos.forEach((photo) =>
          expect(descriptionBox(pictureOf(photo.id).name)).toHaveValue(photo.alt),
        );
        expect(reminder()).not.toBeInTheDocument();
      },
      'drafting.remindingAlt': () => {
        expect(reminder()).toBeInTheDocument();
        expect(button(a.reminderAdd)).toBeEnabled();
        expect(button(a.reminderPost)).toBeEnabled();
      },
      posting: () => {
        expect(button(t.post)).toHaveAttribute('aria-busy', 'true');
        expect(captionBox()).toHaveAttribute('readonly');
        expect(button(t.discard)).toBeDisabled();
      },
      posted: async () => {
        expect(await screen.findByText(t.posted)).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/explorer');
      },
    },
  });
});

describe('create-album calls', () => {
  interface Answers {
    upload?: (name: string) => Promise<string>;
    post?: (album: NewAlbum) => Promise<void>;
  }

  function withServer({ upload = async (name) => `temp/${name}`, post = async () => {} }: Answers = {}) {
    const calls = { saved: [] as string[][], reverted: [] as string[], posted: [] as NewAlbum[] };
    const uploadQueue = liveFlows.uploadQueue.provide({
      actors: {
        uploadPhoto: uploadPhotoMachine.provide({
          actors: {
            uploadTemp: fromPromise<string, TempUploadRequest>(({ input }) => upload(input.name)),
            revertTemp: fromPromise<void, { path: string }>(async ({ input }) => {
              calls.reverted.push(input.path);
            }),
          },
        }),
        saveTempAlbum: fromPromise<void, { tempIds: string[] }>(async ({ input }) => {
          calls.saved.push(input.tempIds);
        }),
        postAlbum: fromPromise<void, NewAlbum>(async ({ input }) => {
          calls.posted.push(input);
          return post(input);
        }),
      },
    });
    renderCreator({ flows: { uploadQueue } });
    return calls;
  }

  async function pick(...ids: string[]) {
    await openDialog();
    for (const id of ids) {
      act(() => pickPicture(id, pictureOf(id)));
      await screen.findByText(u.status.uploaded, { selector: `li:nth-child(${ids.indexOf(id) + 1}) *` });
    }
  }

  it('saves the uploads as the temp album, then posts them in the order shown with reorder=true', async () => {
    const calls = withServer();
    await pick('photo-1', 'photo-2');
    await user.click(screen.getAllByRole('button', { name: /^Naikkan / })[1]);
    await user.type(captionBox(), caption);
    await user.click(button(t.post));
    await user.click(button(a.reminderPost));

    expect(await screen.findByText(t.posted)).toBeInTheDocument();
    expect(calls.saved.at(-1)).toEqual(['temp/pantai.jpg', 'temp/gunung.jpg']);
    expect(calls.posted).toEqual([{ caption, content: ['temp/gunung.jpg', 'temp/pantai.jpg'], alt: [null, null], reorder: true }]);
  });

  it('posts each description with its photo; “Tambahkan” leads to the first photo without one', async () => {
    const calls = withServer();
    await pick('photo-1', 'photo-2');
    await user.click(screen.getAllByRole('button', { name: /^Naikkan / })[1]);
    await user.click(descriptionBox('gunung.jpg'));
    await user.paste('Puncak gunung berkabut');
    await user.type(captionBox(), caption);
    await user.click(button(t.post));

    expect(reminder()).toBeInTheDocument();
    expect(calls.posted).toEqual([]);
    await user.click(button(a.reminderAdd));
    expect(reminder()).not.toBeInTheDocument();
    await vi.waitFor(() => expect(descriptionBox('pantai.jpg')).toHaveFocus());
    await user.paste('  Ombak di pantai  ');
    await user.click(button(t.post));

    expect(await screen.findByText(t.posted)).toBeInTheDocument();
    expect(calls.posted).toEqual([
      { caption, content: ['temp/gunung.jpg', 'temp/pantai.jpg'], alt: ['Puncak gunung berkabut', 'Ombak di pantai'], reorder: true },
    ]);
  });

  it('posts without asking once the member switched the reminder off', async () => {
    altReminder.set(false);
    try {
      const calls = withServer();
      await pick('photo-1');
      await user.type(captionBox(), caption);
      await user.click(button(t.post));

      expect(await screen.findByText(t.posted)).toBeInTheDocument();
      expect(reminder()).not.toBeInTheDocument();
      expect(calls.posted).toEqual([{ caption, content: ['temp/pantai.jpg'], alt: [null], reorder: false }]);
    } finally {
      altReminder.set(true);
    }
  });

  it('keeps the draft when the dialog closes and shows it again when it reopens', async () => {
    withServer();
    await pick('photo-1');
    await user.type(captionBox(), caption);
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();

    await openDialog();
    expect(captionBox()).toHaveValue(caption);
    expect(screen.getByRole('listitem')).toHaveTextContent(u.status.uploaded);
    expect(outcomeOf('photo-1')).toEqual({ serverId: 'temp/pantai.jpg' });
  });

  it('keeps an upload running when the dialog closes, and shows it done when it reopens', async () => {
    let finish: (tempId: string) => void = () => {};
    withServer({ upload: () => new Promise((resolve) => (finish = resolve)) });
    await openDialog();
    act(() => pickPicture('photo-1', pictureOf('photo-1')));
    expect(await screen.findByText(u.status.uploading)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    act(() => finish('temp/pantai.jpg'));
    await openDialog();
    expect(await screen.findByText(u.status.uploaded)).toBeInTheDocument();
    await vi.waitFor(() => expect(outcomeOf('photo-1')).toEqual({ serverId: 'temp/pantai.jpg' }));
  });

  it('closes only once the pictures still being prepared are handed on, so the draft keeps them', async () => {
    withServer();
    await openDialog();
    act(() => startPicking('photo-1', pictureOf('photo-1')));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(u.closingWhenReady);

    act(() => finishPicking('photo-1'));
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await openDialog();
    expect(await screen.findByText(u.status.uploaded)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(photos[0].name);
    expect(screen.queryByText(u.closingWhenReady)).not.toBeInTheDocument();
  });

  it('reverts an upload undone in the picker, and every upload when the draft is discarded', async () => {
    const calls = withServer();
    await pick('photo-1', 'photo-2');
    act(() => undoPicture('photo-1'));
    await screen.findByText(u.status.uploaded);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await user.click(button(t.discard));
    expect(dialog()).not.toBeInTheDocument();
    await vi.waitFor(() => expect(calls.reverted).toEqual(['temp/pantai.jpg', 'temp/gunung.jpg']));
  });

  it('refuses a sixth photo with a message', async () => {
    withServer();
    await pick(...photos.slice(0, 5).map((photo) => photo.id));
    act(() => pickPicture('photo-6', pictureOf('photo-6')));

    expect(await screen.findByText(u.leftOut(1))).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(pondStandIn.items.has('photo-6')).toBe(false);
  });

  it('takes the first five of six pictures picked at once and says one was left out', async () => {
    const calls = withServer();
    await openDialog();
    act(() => pickPictures(photos.map((photo) => ({ id: photo.id, file: pictureOf(photo.id) }))));

    expect(await screen.findByText('1 gambar tidak ditambahkan: maksimal 5 gambar dalam satu album')).toBeInTheDocument();
    const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
    await vi.waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(photos.slice(0, 5).map((photo) => expect.stringContaining(photo.name))));
    await vi.waitFor(() => expect(calls.saved.at(-1)).toEqual(photos.slice(0, 5).map((photo) => `temp/${photo.name}`)));
    expect(screen.queryByText(photos[5].name)).not.toBeInTheDocument();
  });

  it('takes as many as fit of a pick on top of a draft', async () => {
    withServer();
    await pick('photo-1', 'photo-2', 'photo-3');
    act(() => pickPictures(extraPictures(4)));

    expect(await screen.findByText(u.leftOut(2))).toBeInTheDocument();
    await vi.waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.getByText('tambahan-2.jpg')).toBeInTheDocument();
    expect(screen.queryByText('tambahan-3.jpg')).not.toBeInTheDocument();
  });

  it('says why Posting waits: a photo, the uploads, then the caption, which is marked', async () => {
    let finish: (tempId: string) => void = () => {};
    withServer({ upload: () => new Promise((resolve) => (finish = resolve)) });
    await openDialog();
    expect(button(t.post)).toBeDisabled();
    expect(button(t.post)).toHaveAccessibleDescription('Tambahkan minimal 1 gambar untuk memposting album.');

    act(() => pickPicture('photo-1', pictureOf('photo-1')));
    expect(await screen.findByText(t.postWaits.uploading)).toBeInTheDocument();
    expect(button(t.post)).toHaveAccessibleDescription('Tunggu sampai semua gambar selesai diunggah.');

    act(() => finish('temp/pantai.jpg'));
    expect(await screen.findByText('Tulis caption untuk memposting album.')).toBeInTheDocument();
    expect(captionBox()).toHaveAccessibleDescription(text.common.required);
    expect(captionBox()).toHaveClass('border-amber-500');

    await user.type(captionBox(), caption);
    expect(button(t.post)).toBeEnabled();
    expect(button(t.post)).not.toHaveAccessibleDescription();
    expect(captionBox()).not.toHaveAccessibleDescription();
  });

  it('keeps the draft when the post fails', async () => {
    withServer({ post: () => Promise.reject({ status: 0, body: null }) });
    await pick('photo-1');
    await user.type(captionBox(), caption);
    await user.click(button(t.post));
    await user.click(button(a.reminderPost));

    expect(await screen.findByText(t.postFailed)).toBeInTheDocument();
    expect(captionBox()).toHaveValue(caption);
    expect(button(t.post)).toBeEnabled();
  });
});
