import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { AlbumDetailInput, AlbumPost } from '../../machines/album-detail.machine.ts';
import type { AlbumGridInput } from '../../machines/album-grid.machine.ts';
import type { PostItem } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { AlbumsTab } from '../../src/pages/profile/albums/AlbumsTab.tsx';
import { text } from '../../src/text/catalogue.ts';
import { answeringComments } from '../helpers/post-flows.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { albumPost } from '../models/album-detail.model.ts';
import { albums } from '../models/album-grid.model.ts';

const t = text.album;
const user = userEvent.setup({ delay: null });

function renderTab(props: { isOwner: boolean; archived: boolean }) {
  const loads: AlbumGridInput[] = [];
  const opened: AlbumDetailInput[] = [];
  const contentChanges: number[] = [];
  const flows = {
    albumGrid: liveFlows.albumGrid.provide({
      actors: {
        fetchAlbums: fromPromise<PostItem[], AlbumGridInput>(async ({ input }) => {
          loads.push(input);
          return albums;
        }),
      },
    }),
    albumDetail: liveFlows.albumDetail.provide({
      actors: {
        fetchAlbumPost: fromPromise<AlbumPost, AlbumDetailInput>(async ({ input }) => {
          opened.push(input);
          return albumPost;
        }),
      },
    }),
    albumLifecycle: liveFlows.albumLifecycle.provide({
      actors: { archiveAlbum: fromPromise<void, { uuid: string }>(async () => {}) },
    }),
    commentTarget: answeringComments([]),
  };
  renderScreen(<AlbumsTab username="budi" {...props} onContentChanged={() => contentChanges.push(loads.length)} />, {
    runtime: { flows },
    session: signedInSession(demoUser),
    path: '/profile/budi',
  });
  return { loads, opened, contentChanges };
}

const cover = () => screen.findByRole('button', { name: text.profile.albumCover('Senja di pantai') });

describe('albums tab', () => {
  it('offers Buat Album to the owner', async () => {
    renderTab({ isOwner: true, archived: false });
    expect(await screen.findByRole('button', { name: t.create })).toBeInTheDocument();
  });

  it('offers no Buat Album to visitors', async () => {
    renderTab({ isOwner: false, archived: false });
    await cover();
    expect(screen.queryByRole('button', { name: t.create })).not.toBeInTheDocument();
  });

  it('opens an album from its cover; a visitor gets no options', async () => {
    const { opened } = renderTab({ isOwner: false, archived: false });
    await user.click(await cover());
    expect(await screen.findByRole('dialog', { name: t.detailTitle })).toBeInTheDocument();
    await waitFor(() => expect(opened).toEqual([{ uuid: albums[0].uuid, archived: false }]));
    expect(screen.queryByRole('button', { name: t.options })).not.toBeInTheDocument();
  });

  it("archiving an album closes it and loads the grid and the header's counts again", async () => {
    const { loads, contentChanges } = renderTab({ isOwner: true, archived: false });
    await user.click(await cover());
    await user.click(await screen.findByRole('button', { name: t.options }));
    await user.click(screen.getByRole('menuitem', { name: t.archive }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.detailTitle })).not.toBeInTheDocument());
    // The toast library loads on demand, so the toast comes a moment after the dialog closes.
    expect(await screen.findByText(t.archived)).toBeInTheDocument();
    await waitFor(() => expect(loads).toHaveLength(2));
    expect(contentChanges).toHaveLength(1);
  });

  it('on the archive opens the archived album, offering to show it again', async () => {
    const { opened } = renderTab({ isOwner: true, archived: true });
    expect(screen.queryByRole('button', { name: t.create })).not.toBeInTheDocument();
    await user.click(await cover());
    await user.click(await screen.findByRole('button', { name: t.options }));
    expect(screen.getByRole('menuitem', { name: t.restore })).toBeInTheDocument();
    expect(opened).toEqual([{ uuid: albums[0].uuid, archived: true }]);
  });
});
