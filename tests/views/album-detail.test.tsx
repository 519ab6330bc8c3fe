import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Comment } from '../../contract/wire.ts';
import type { AlbumDetailContext, AlbumDetailInput, AlbumPost } from '../../machines/album-detail.machine.ts';
import type { LikeAnswer } from '../../machines/like-toggle.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import AlbumDetailModal from '../../src/pages/profile/albums/AlbumDetailModal.tsx';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringComments, answeringLikers } from '../helpers/post-flows.ts';
import { sampleComments, sampleLikers } from '../helpers/post-samples.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { expectStoredPhoto } from '../helpers/stored-pictures.ts';
import { albumDetailModel, albumPost } from '../models/album-detail.model.ts';

const t = text.album;
const tp = text.post;
const tc = text.comments;
const user = userEvent.setup({ delay: null });

const dialog = () => screen.getByRole('dialog', { name: t.detailTitle });
const photo = (position: number) => screen.getByRole('img', { name: t.photoAlt(position, albumPost.single_post.album!.contents.length) });

interface Screen {
  input: AlbumDetailInput;
  runtime: Runtime;
  isOwner?: boolean;
  /** Puts the dialog under a live stream the test drives. */
  withStream?: (children: ReactNode) => ReactElement;
}

function renderDetail({ input, runtime, isOwner = false, withStream }: Screen) {
  const flows = { commentTarget: answeringComments(sampleComments), likers: answeringLikers(sampleLikers), ...runtime.flows };
  const modal = (
    <AlbumDetailModal uuid={input.uuid} archived={input.archived} isOwner={isOwner} onClose={() => {}} onChanged={() => {}} />
  );
  return renderScreen(withStream ? withStream(modal) : modal, {
    runtime: { ...runtime, flows },
    session: signedInSession(demoUser),
    path: '/profile/budi',
  });
}

function expectAlbum({ archived }: AlbumDetailContext) {
  const { single_post: post } = albumPost;
  const album = post.album!;
  album.contents.forEach((content, index) => {
    // Every slide loads with the dialog, so none turns in blank.
    expectStoredPhoto(photo(index + 1), content.content, { eager: true });
    expect(photo(index + 1)).toHaveClass('aspect-square', 'object-cover');
  });
  expect(within(dialog()).getByText(album.caption)).toBeInTheDocument();
  expect(within(dialog()).getByText(tp.postedOn('2 Jan 2026'))).toBeInTheDocument();
  expect(within(dialog()).getByRole('button', { name: tp.likes(post.total_like) })).toBeEnabled();
  expect(within(dialog()).getByText(tp.comments(post.total_comment))).toBeInTheDocument();
  const heart = archived ? t.likeDisabled : tp.like;
  expect(within(dialog()).getByRole('button', { name: heart })).toHaveProperty('disabled', archived);
}

describe('album detail', () => {
  let stream: TestLiveStream;

  testViewPaths({
    ...albumDetailModel,
    machine: liveFlows.albumDetail,
    render: ({ machine, input, clock, inspect }) => {
      stream = new TestLiveStream();
      renderDetail({
        input: input as AlbumDetailInput,
        runtime: { flows: { albumDetail: machine as typeof liveFlows.albumDetail }, clock, inspect },
        withStream: stream.provider(clock),
      });
    },
    userActions: {
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
      REFRESH: async () => stream.push('resync'),
    },
    states: {
      loading: () => {
        expect(within(dialog()).getByRole('status')).toHaveTextContent(text.common.loading);
      },
      failed: () => {
        expect(within(dialog()).getByRole('alert')).toHaveTextContent(t.loadFailed);
      },
      loaded: (snapshot) => expectAlbum(snapshot.context as AlbumDetailContext),
      // The album shown stays while it loads again.
      refreshing: (snapshot) => expectAlbum(snapshot.context as AlbumDetailContext),
    },
  });
});

describe('album detail after the live stream missed too much', () => {
  it('shows the totals loaded again and reloads the comments, keeping the comment being written', async () => {
    const later: AlbumPost = { ...albumPost, single_post: { ...albumPost.single_post, total_like: 7, total_comment: 5 } };
    const answers = [albumPost, later];
    const newComment: Comment = { ...sampleComments[0], id: 99, comment_text: 'Fotonya bagus sekali!', sub_comments_list: [], total_sub_comments: 0 };
    const commentLists = [sampleComments, [...sampleComments, newComment]];
    const stream = new TestLiveStream();
    renderDetail({
      input: { uuid: albumPost.single_post.uuid, archived: false },
      runtime: {
        flows: {
          albumDetail: liveFlows.albumDetail.provide({
            actors: { fetchAlbumPost: fromPromise<AlbumPost, AlbumDetailInput>(async () => answers.shift() ?? later) },
          }),
          commentTarget: liveFlows.commentTarget.provide({
            actors: { fetchComments: fromPromise<Comment[], { postId: number }>(async () => commentLists.shift() ?? sampleComments) },
          }),
        },
      },
      withStream: stream.provider(),
    });
    const box = await screen.findByRole('textbox', { name: tc.message });
    await user.type(box, 'Setuju');

    stream.push('resync');

    expect(await within(dialog()).findByRole('button', { name: tp.likes(7) })).toBeInTheDocument();
    expect(within(dialog()).getByText(tp.comments(5))).toBeInTheDocument();
    expect(await within(dialog()).findByText(newComment.comment_text)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: tc.message })).toHaveValue('Setuju');
  });
});

describe('album detail while others comment', () => {
  it('counts another member’s comment and shows it in the open dialog, keeping the comment being written', async () => {
    const newComment: Comment = { ...sampleComments[0], id: 99, comment_text: 'Fotonya bagus sekali!', sub_comments_list: [], total_sub_comments: 0 };
    const commentLists = [sampleComments, [...sampleComments, newComment]];
    const stream = new TestLiveStream();
    renderDetail({
      input: { uuid: albumPost.single_post.uuid, archived: false },
      runtime: {
        flows: {
          albumDetail: liveFlows.albumDetail.provide({
            actors: { fetchAlbumPost: fromPromise<AlbumPost, AlbumDetailInput>(async () => albumPost) },
          }),
          commentTarget: liveFlows.commentTarget.provide({
            actors: { fetchComments: fromPromise<Comment[], { postId: number }>(async () => commentLists.shift() ?? sampleComments) },
          }),
        },
      },
      withStream: stream.provider(),
    });
    const box = await screen.findByRole('textbox', { name: tc.message });
    await user.type(box, 'Setuju');

    const total = albumPost.single_post.total_comment + 1;
    stream.push('counts', { post_id: albumPost.single_post.album!.post_id, total_comment: total });

    expect(await within(dialog()).findByText(newComment.comment_text)).toBeInTheDocument();
    expect(within(dialog()).getByText(tp.comments(total))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: tc.message })).toHaveValue('Setuju');
  });
});

describe('album detail actions', () => {
  function withAlbum(input: AlbumDetailInput, toggles: string[] = []) {
    const albumDetail = liveFlows.albumDetail.provide({
      actors: { fetchAlbumPost: fromPromise<AlbumPost, AlbumDetailInput>(async () => albumPost) },
    });
    const likeToggle = liveFlows.likeToggle.provide({
      actors: {
        toggleLike: fromPromise<LikeAnswer, { uuid: string }>(async ({ input: { uuid } }) => {
          toggles.push(uuid);
          return { like: 'Liked', total_like: 3 };
        }),
      },
    });
    renderDetail({ input, runtime: { flows: { albumDetail, likeToggle } } });
    return toggles;
  }

  it('likes on a double-click on a photo, and a second double-click does not unlike', async () => {
    const toggles = withAlbum({ uuid: albumPost.single_post.uuid, archived: false });
    fireEvent.doubleClick(await screen.findByRole('img', { name: t.photoAlt(1, 3) }));
    expect(await screen.findByRole('button', { name: tp.likes(3) })).toBeInTheDocument();
    fireEvent.doubleClick(photo(2));

    expect(screen.getByRole('button', { name: tp.like })).toHaveAttribute('aria-pressed', 'true');
    expect(toggles).toEqual([albumPost.single_post.uuid]);
  });

  it('opens who liked the album from the like count', async () => {
    withAlbum({ uuid: albumPost.single_post.uuid, archived: false });
    await user.click(await screen.findByRole('button', { name: tp.likes(2) }));
    const likers = await screen.findByRole('dialog', { name: text.likers.title });
    expect(await within(likers).findByText(sampleLikers[0].username)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: text.likers.title })).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('shows the comments with a box to write in', async () => {
    withAlbum({ uuid: albumPost.single_post.uuid, archived: false });
    const box = await screen.findByRole('textbox', { name: tc.message });
    expect(box).toHaveAttribute('placeholder', tc.placeholder);
    expect(box).toBeEnabled();
    expect(screen.getAllByRole('button', { name: tc.reply }).length).toBeGreaterThan(0);
  });

  it('on the archive: no likes, and comments are read only', async () => {
    const toggles = withAlbum({ uuid: albumPost.single_post.uuid, archived: true });
    const box = await screen.findByRole('textbox', { name: tc.message });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', tc.archivedPlaceholder);
    expect(screen.queryByRole('button', { name: tc.reply })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tc.delete })).not.toBeInTheDocument();

    fireEvent.doubleClick(photo(1));
    await waitFor(() => expect(screen.getByRole('button', { name: t.likeDisabled })).toBeDisabled());
    expect(toggles).toEqual([]);
  });
});

describe('album carousel', () => {
  it('turns every 5 seconds, keeps turning after a swipe, pauses under the mouse, 20 px apart, dots clickable', async () => {
    renderDetail({
      input: { uuid: albumPost.single_post.uuid, archived: false },
      runtime: {
        flows: {
          albumDetail: liveFlows.albumDetail.provide({
            actors: { fetchAlbumPost: fromPromise<AlbumPost, AlbumDetailInput>(async () => albumPost) },
          }),
        },
      },
    });
    await screen.findByRole('img', { name: t.photoAlt(1, 3) });
    const carousel = dialog().querySelector('.swiper') as HTMLElement & { swiper: { params: Record<string, unknown> } };
    expect(carousel.swiper.params).toMatchObject({
      spaceBetween: 20,
      autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
      pagination: { clickable: true },
    });
  });
});
