// A post opened by its address: the dialog over the page shows the album or the thread with its
// likes and comments, or says it was archived (with the way to the archive) or deleted; and a
// notification opens its post over the member's own page, which stays when the dialog closes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { OpenedPostContext, OpenedPostInput } from '../../machines/opened-post.machine.ts';
import type { Comment, PersonalUser } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import OpenedPostDialog from '../../src/features/post/OpenedPostDialog.tsx';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { renderMemberShell, signedInSession as shellSession } from '../helpers/member-shell.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { DESKTOP_WIDTH, showAtConfiguredWidth, showAtWidth } from '../helpers/screen-width.ts';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { activeThread, openedPostModel } from '../models/opened-post.model.ts';

const t = text.openedPost;
const user = userEvent.setup({ delay: null });

const noComments = liveFlows.commentTarget.provide({
  actors: { fetchComments: fromPromise<Comment[], { postId: number }>(async () => []) },
});

const dialog = () => screen.getByRole('dialog', { name: t.title });

function expectLoading() {
  expect(within(dialog()).getByRole('status')).toHaveTextContent(text.common.loading);
}

function expectShown(snapshot: AnyMachineSnapshot) {
  const post = (snapshot.context as OpenedPostContext).post!.single_post;
  if (post.album) {
    expect(within(dialog()).getByRole('img', { name: text.album.photoAlt(1, 1) })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent(post.album.caption);
  } else {
    expect(dialog()).toHaveTextContent(post.thread!.text);
  }
  expect(within(dialog()).getByRole('button', { name: text.post.likes(post.total_like) })).toBeInTheDocument();
  expect(within(dialog()).getByRole('textbox', { name: text.comments.message })).toBeInTheDocument();
}

describe('opened post dialog', () => {
  let stream: TestLiveStream;

  testViewPaths({
    ...openedPostModel,
    machine: liveFlows.openedPost,
    render: ({ machine, input, clock, inspect }) => {
      stream = new TestLiveStream();
      const withStream = stream.provider(clock);
      renderScreen(withStream(<OpenedPostDialog uuid={(input as OpenedPostInput).uuid} onClose={() => {}} />), {
        runtime: { flows: { openedPost: machine as typeof liveFlows.openedPost, commentTarget: noComments }, clock, inspect },
        session: signedInSession(demoUser),
        path: '/profile/budi',
      });
    },
    userActions: {
      RETRY: async () => user.click(within(dialog()).getByRole('button', { name: text.failure.retry })),
      REFRESH: async () => stream.push('resync'),
    },
    states: {
      loading: expectLoading,
      checkingArchive: expectLoading,
      shown: expectShown,
      // The post shown stays while it loads again.
      refreshing: expectShown,
      archived: () => {
        expect(within(dialog()).getByText(t.archived)).toBeInTheDocument();
        expect(within(dialog()).getByRole('link', { name: t.toArchive })).toHaveAttribute('href', '/profile/budi/archive');
      },
      deleted: () => {
        expect(within(dialog()).getByText(t.deleted)).toBeInTheDocument();
        expect(within(dialog()).queryByRole('link')).not.toBeInTheDocument();
      },
      failed: () => {
        expect(within(dialog()).getByText(t.loadFailed)).toBeInTheDocument();
        expect(within(dialog()).getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
    },
  });
});

describe('a notification opens its post', () => {
  const member: PersonalUser = {
    ...demoUser,
    notification_list: JSON.stringify([
      {
        sender_username: 'ayu',
        sender_foto_profile: null,
        message: 'menyukai thread anda',
        accepter_content: null,
        post_uuid: 'album-41',
        post_kind: 'thread',
        created_at: '2026-01-05T03:00:00.000Z',
      },
    ]),
  };

  afterAll(showAtConfiguredWidth);

  it('over the member’s threads, and closing it leaves the page', async () => {
    // The bell is in the top bar from the md breakpoint on.
    await showAtWidth(DESKTOP_WIDTH);
    const asked: string[] = [];
    renderMemberShell(shellSession(member), {
      flows: {
        commentTarget: noComments,
        openedPost: liveFlows.openedPost.provide({
          actors: {
            fetchPost: fromPromise(async ({ input }: { input: { uuid: string } }) => {
              asked.push(input.uuid);
              return activeThread;
            }),
          },
        }),
        notifications: liveFlows.notifications.provide({ actors: { markRead: fromPromise(async () => {}) } }),
      },
    });
    const bell = within(screen.getByRole('banner')).getByRole('button', { name: text.notifications.withUnread(1) });
    await user.click(bell);
    await user.click(screen.getByRole('link', { name: /ayu menyukai thread anda/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/profile/budi/threads?post=album-41');
    expect(await within(await screen.findByRole('dialog', { name: t.title })).findByText(activeThread.single_post.thread!.text)).toBeInTheDocument();
    expect(asked).toEqual(['album-41']);

    await user.click(within(dialog()).getByRole('button', { name: text.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/profile/budi/threads');
  });
});
