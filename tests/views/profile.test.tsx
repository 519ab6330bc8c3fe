// Profile pages: the header and tabs (profile load), the album grids, and the archive's owner rule.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { AlbumGridContext } from '../../machines/album-grid.machine.ts';
import type { LoadedProfile, ProfileLoadContext } from '../../machines/profile-load.machine.ts';
import type { PostItem } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { ROUTE_PATHS } from '../../src/app/route-names.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import ProfileAlbumsPage from '../../src/pages/profile/ProfileAlbumsPage.tsx';
import ProfileArchivePage from '../../src/pages/profile/ProfileArchivePage.tsx';
import ProfileThreadsPage from '../../src/pages/profile/ProfileThreadsPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { renderMemberShell, signedInSession } from '../helpers/member-shell.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser } from '../helpers/render-screen.tsx';
import { expectStoredPhoto } from '../helpers/stored-pictures.ts';
import { albumGridModel, albums } from '../models/album-grid.model.ts';
import { albumPost } from '../models/album-detail.model.ts';
import { loadedProfile, profileLoadModel } from '../models/profile-load.model.ts';
import { answeringComments } from '../helpers/post-flows.ts';

const t = text.profile;
const user = userEvent.setup({ delay: null });

const profilePages = [
  { path: ROUTE_PATHS.profile, element: <ProfileAlbumsPage /> },
  { path: ROUTE_PATHS['profile.threads'], element: <ProfileThreadsPage /> },
  { path: ROUTE_PATHS['archive.album'], element: <ProfileArchivePage /> },
];

const profileOf = (username: string): LoadedProfile => ({ ...loadedProfile, data: { ...loadedProfile.data, username } });

/** Profiles and album lists answered at once; a test replaces the flow it is about. */
function answering(overrides: Partial<Runtime['flows']> = {}, albumList: PostItem[] = albums): Runtime['flows'] {
  return {
    profileLoad: liveFlows.profileLoad.provide({
      actors: { fetchProfile: fromPromise(async ({ input }: { input: { username: string } }) => profileOf(input.username)) },
    }),
    albumGrid: liveFlows.albumGrid.provide({ actors: { fetchAlbums: fromPromise(async () => albumList) } }),
    albumDetail: liveFlows.albumDetail.provide({ actors: { fetchAlbumPost: fromPromise(async () => albumPost) } }),
    albumLifecycle: liveFlows.albumLifecycle.provide({
      actors: { archiveAlbum: fromPromise<void, { uuid: string }>(async () => {}) },
    }),
    commentTarget: answeringComments([]),
    ...overrides,
  };
}

let router: ReturnType<typeof renderMemberShell>;

function renderProfile(path: string, runtime: Runtime) {
  router = renderMemberShell(signedInSession(demoUser), runtime, path, profilePages);
}

const tabs = () => screen.getByRole('navigation', { name: t.tabs });

describe('profile header and tabs', () => {
  let stream: TestLiveStream;

  testViewPaths({
    ...profileLoadModel,
    machine: liveFlows.profileLoad,
    render: ({ machine, input, clock, inspect }) => {
      stream = new TestLiveStream();
      renderProfile(`/profile/${(input as { username: string }).username}`, {
        flows: answering({ profileLoad: machine as typeof liveFlows.profileLoad, liveStream: stream.machine }),
        clock,
        inspect,
      });
    },
    userActions: {
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
      USERNAME_CHANGED: async (event) => act(() => router.navigate(`/profile/${event.username}`)),
      // The owner archives an album: the counts are asked for again. A profile hidden by a block
      // loads again when the server tells the tab the block is lifted.
      REFRESH: async () => {
        const username = router.state.location.pathname.split('/')[2];
        if (screen.queryByText(t.notFoundBody(username))) {
          return stream.push('visibility_changed', { username, user_id: 9, hidden: false });
        }
        await user.click(await screen.findByRole('button', { name: t.albumCover('Senja di pantai') }));
        await user.click(await screen.findByRole('button', { name: text.album.options }));
        await user.click(screen.getByRole('menuitem', { name: text.album.archive }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: text.album.detailTitle })).not.toBeInTheDocument());
      },
    },
    states: {
      empty: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
        expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      },
      fetched: (snapshot: AnyMachineSnapshot) => {
        const { data, totalAlbums, totalThreads } = (snapshot.context as ProfileLoadContext).profile!;
        const owner = data.username === demoUser.username;
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${data.first_name} ${data.last_name}`);
        expect(screen.getByText(`@${data.username}`)).toBeInTheDocument();
        expect(screen.getByText(t.threads(totalThreads))).toBeInTheDocument();
        expect(screen.getByText(t.albums(totalAlbums))).toBeInTheDocument();
        expect(screen.getByText(data.bio!)).toBeInTheDocument();
        const edit = screen.queryByRole('link', { name: t.edit });
        if (owner) expect(edit).toHaveAttribute('href', `/profile/${data.username}/edit`);
        else expect(edit).not.toBeInTheDocument();
        expect(within(tabs()).getByRole('link', { name: t.albumsTab })).toHaveAttribute('aria-current', 'page');
        expect(within(tabs()).queryByRole('link', { name: t.archiveTab }) !== null).toBe(owner);
      },
      refreshing: (snapshot: AnyMachineSnapshot) => {
        // The shown header stays while its counts are fetched again.
        const { data, totalAlbums } = (snapshot.context as ProfileLoadContext).profile!;
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${data.first_name} ${data.last_name}`);
        expect(screen.getByText(t.albums(totalAlbums))).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed);
        expect(screen.getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
      notFound: (snapshot: AnyMachineSnapshot) => {
        const { username } = snapshot.context as ProfileLoadContext;
        expect(screen.getByRole('heading', { level: 1, name: 'Pengguna tidak ditemukan' })).toBeInTheDocument();
        expect(screen.getByText(t.notFoundBody(username))).toBeInTheDocument();
        expect(screen.getByRole('link', { name: t.toExplorer })).toHaveAttribute('href', '/explorer');
        // Nothing failed: no failure wording, and trying again would find nobody either.
        expect(screen.queryByText(text.failure.title)).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: text.failure.retry })).not.toBeInTheDocument();
        expect(screen.queryByRole('navigation', { name: t.tabs })).not.toBeInTheDocument();
      },
    },
  });
});

function expectCovers(snapshot: AnyMachineSnapshot) {
  const { albums: shown, archived } = snapshot.context as AlbumGridContext;
  const current = within(tabs()).getByRole('link', { current: 'page' });
  expect(current).toHaveTextContent(archived ? t.archiveTab : t.albumsTab);
  if (shown.length === 0) {
    expect(screen.getByText(archived ? t.noArchived : t.noAlbums)).toBeInTheDocument();
    return;
  }
  const covers = screen.getAllByRole('img', { name: /^Album/ });
  expect(covers.map((cover) => cover.getAttribute('src'))).toEqual(shown.map((post) => post.album!.contents[0].content));
  covers.forEach((cover, index) => expectStoredPhoto(cover, shown[index].album!.contents[0].content));
  expect(screen.getByText(t.photoCount(3))).toBeInTheDocument();
  expect(screen.queryByText(t.photoCount(1))).not.toBeInTheDocument();
}

describe('album grid', () => {
  let stream: TestLiveStream;

  testViewPaths({
    ...albumGridModel,
    machine: liveFlows.albumGrid,
    render: ({ machine, input, clock, inspect }) => {
      stream = new TestLiveStream();
      renderProfile((input as { archived: boolean }).archived ? '/profile/budi/archive' : '/profile/budi', {
        flows: answering({ albumGrid: machine as typeof liveFlows.albumGrid, liveStream: stream.machine }),
        clock,
        inspect,
      });
    },
    userActions: {
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
      REFRESH: async () => stream.push('resync'),
    },
    states: {
      loading: () => {
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
      },
      loaded: expectCovers,
      // The covers shown stay while they load again.
      refreshing: expectCovers,
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.albumsFailed);
        expect(screen.getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
    },
  });
});

describe('profile pages', () => {
  it('names album covers by caption', async () => {
    renderProfile('/profile/budi', { flows: answering() });
    expect(await screen.findByRole('img', { name: t.albumCover('Senja di pantai') })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.albumCover('') })).toBeInTheDocument();
  });

  it('asks again for the header and the covers when the stream missed too much', async () => {
    const asked = { profiles: 0, albums: 0 };
    const stream = new TestLiveStream();
    renderProfile('/profile/budi', {
      flows: answering({
        liveStream: stream.machine,
        profileLoad: liveFlows.profileLoad.provide({
          actors: {
            fetchProfile: fromPromise(async ({ input }: { input: { username: string } }) => {
              asked.profiles += 1;
              return profileOf(input.username);
            }),
          },
        }),
        albumGrid: liveFlows.albumGrid.provide({
          actors: {
            fetchAlbums: fromPromise(async (): Promise<PostItem[]> => {
              asked.albums += 1;
              return albums;
            }),
          },
        }),
      }),
    });
    await screen.findByRole('img', { name: t.albumCover('Senja di pantai') });
    expect(asked).toEqual({ profiles: 1, albums: 1 });

    stream.push('resync');

    await waitFor(() => expect(asked).toEqual({ profiles: 2, albums: 2 }));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.albumCover('Senja di pantai') })).toBeInTheDocument();
  });

  it('shows another member’s archive to nobody but its owner, without asking the server', async () => {
    let asked = false;
    renderProfile('/profile/ayu/archive', {
      flows: answering({
        albumGrid: liveFlows.albumGrid.provide({
          actors: {
            fetchAlbums: fromPromise(async (): Promise<PostItem[]> => {
              asked = true;
              return [];
            }),
          },
        }),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.archiveOwnerOnly);
    expect(within(tabs()).queryByRole('link', { name: t.archiveTab })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('moves between tabs with links that mark the current one', async () => {
    const loadedTabs = () => screen.findByRole('navigation', { name: t.tabs });
    renderProfile('/profile/budi', { flows: answering() });
    await user.click(within(await loadedTabs()).getByRole('link', { name: t.threadsTab }));
    expect(within(await loadedTabs()).getByRole('link', { name: t.threadsTab })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs()).getByRole('link', { name: t.albumsTab })).not.toHaveAttribute('aria-current');
    expect(router.state.location.pathname).toBe('/profile/budi/threads');
  });
});
