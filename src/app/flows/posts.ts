// Feed, likes, comments and thread flows, built from their dependencies (post calls, toasts).
import { fromCallback, fromPromise } from 'xstate';
import { commentTargetMachine, type CommentRef, type NewComment } from '../../../machines/comment-target.machine.ts';
import { feedMachine } from '../../../machines/feed.machine.ts';
import { likeToggleMachine } from '../../../machines/like-toggle.machine.ts';
import { likersMachine } from '../../../machines/likers.machine.ts';
import { openedPostMachine } from '../../../machines/opened-post.machine.ts';
import { DESKTOP_MIN_WIDTH_PX, postDialogsMachine, type PostDialogsEvent } from '../../../machines/post-dialogs.machine.ts';
import { postIdOf } from '../../../machines/post-id.ts';
import { threadComposeMachine } from '../../../machines/thread-compose.machine.ts';
import { threadEditMachine } from '../../../machines/thread-edit.machine.ts';
import { userThreadsMachine } from '../../../machines/user-threads.machine.ts';
import {
  createComment,
  createSubComment,
  createThread,
  deleteComment,
  deleteSubComment,
  deleteThread,
  fetchArchivedPost,
  fetchComments,
  fetchFeed,
  fetchFeedAfter,
  fetchLikers,
  fetchPost,
  fetchUserThreads,
  toggleLike,
  updateThread,
} from '../../api/posts.ts';
import type { PostItem } from '../../../contract/wire.ts';
import { text } from '../../text/catalogue.ts';
import { threadEditableUntil } from '../../../contract/thread-edit.ts';
import { waitUntil } from '../wait-until.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';

/** Every post newer than `newerThan`, newest first: the feed's pages until one reaches an older post. */
async function fetchPostsNewerThan(api: PostApi, newerThan: number): Promise<PostItem[]> {
  const newer: PostItem[] = [];
  let page = (await api.fetchFeed()).posts;
  while (page.length > 0) {
    const fresh = page.filter((post) => postIdOf(post) > newerThan);
    newer.push(...fresh);
    if (fresh.length < page.length) break;
    page = (await api.fetchFeedAfter(postIdOf(page[page.length - 1]))).posts;
  }
  return newer;
}

async function sendComment(api: PostApi, { postId, replyTo, text: message }: NewComment): Promise<number> {
  const answer = replyTo === null ? await api.createComment(message, postId) : await api.createSubComment(message, replyTo);
  return answer.data.total_comment;
}

async function removeComment(api: PostApi, { kind, id }: CommentRef): Promise<number> {
  const answer = kind === 'comment' ? await api.deleteComment(id) : await api.deleteSubComment(id);
  return answer.current_comment;
}

export const postApi = {
  fetchFeed,
  fetchFeedAfter,
  toggleLike,
  fetchPost,
  fetchArchivedPost,
  fetchLikers,
  fetchComments,
  createComment,
  createSubComment,
  deleteComment,
  deleteSubComment,
  createThread,
  updateThread,
  deleteThread,
  fetchUserThreads,
};

type PostApi = typeof postApi;

export function createPostFlows({ api, notify }: FlowDeps<PostApi>) {
  return lazyFlows({
    feed: () => feedMachine.provide({
      actors: {
        fetchFirstPage: fromPromise(async () => (await api.fetchFeed()).posts),
        fetchNextPage: fromPromise(async ({ input }: { input: { after: number } }) => (await api.fetchFeedAfter(input.after)).posts),
        fetchNewPosts: fromPromise(async ({ input }: { input: { newerThan: number } }) => fetchPostsNewerThan(api, input.newerThan)),
      },
      actions: {
        notifyLoadFailed: () => notify.error(text.feed.loadFailed),
      },
    }),

    likeToggle: () => likeToggleMachine.provide({
      actors: {
        toggleLike: fromPromise(async ({ input }: { input: { uuid: string } }) => {
          const { like, total_like } = await api.toggleLike(input.uuid);
          return { like, total_like };
        }),
      },
      actions: {
        notifyFailed: () => notify.error(text.post.likeFailed),
      },
    }),

    openedPost: () => openedPostMachine.provide({
      actors: {
        fetchPost: fromPromise(async ({ input }: { input: { uuid: string } }) => {
          const { like, single_post } = await api.fetchPost(input.uuid);
          return { like, single_post };
        }),
        fetchArchivedPost: fromPromise(async ({ input }: { input: { uuid: string } }) => {
          const { like, single_post } = await api.fetchArchivedPost(input.uuid);
          return { like, single_post };
        }),
      },
    }),

    likers: () => likersMachine.provide({
      actors: {
        fetchLikers: fromPromise(async ({ input }: { input: { postId: number } }) => (await api.fetchLikers(input.postId)).people_likes),
      },
    }),

    postDialogs: () => postDialogsMachine.provide({
      actors: {
        watchViewport: fromCallback<PostDialogsEvent>(({ sendBack }) => {
          const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
          const onChange = (event: MediaQueryListEvent) => {
            if (event.matches) sendBack({ type: 'VIEWPORT_WIDENED' });
          };
          desktop.addEventListener('change', onChange);
          return () => desktop.removeEventListener('change', onChange);
        }),
      },
    }),

    commentTarget: () => commentTargetMachine.provide({
      actors: {
        fetchComments: fromPromise(
          async ({ input }: { input: { postId: number } }) => (await api.fetchComments(input.postId)).comments_list,
        ),
        sendComment: fromPromise(async ({ input }: { input: NewComment }) => sendComment(api, input)),
        deleteComment: fromPromise(async ({ input }: { input: CommentRef }) => removeComment(api, input)),
      },
      actions: {
        notifyReloadFailed: () => notify.error(text.comments.loadFailed),
        notifySendFailed: () => notify.error(text.comments.sendFailed),
        notifyDeleteFailed: () => notify.error(text.comments.deleteFailed),
      },
    }),

    threadCompose: () => threadComposeMachine.provide({
      actors: {
        createThread: fromPromise(async ({ input }: { input: { text: string } }) => {
          await api.createThread(input.text);
        }),
      },
      actions: {
        notifyPosted: () => notify.success(text.thread.posted),
        notifyFailed: () => notify.error(text.thread.postFailed),
      },
    }),

    threadEdit: () => threadEditMachine.provide({
      actors: {
        updateThread: fromPromise(
          async ({ input }: { input: { slug: string; text: string } }) => (await api.updateThread(input.slug, input.text)).data.text,
        ),
        deleteThread: fromPromise(async ({ input }: { input: { uuid: string } }) => {
          await api.deleteThread(input.uuid);
        }),
        waitForEditWindowEnd: fromPromise(({ input, signal }: { input: { createdAt: string }; signal: AbortSignal }) =>
          waitUntil(threadEditableUntil(input.createdAt), signal),
        ),
      },
      actions: {
        notifyUpdated: () => notify.success(text.thread.updated),
        notifyTooLate: () => notify.error(text.thread.tooLate),
        notifyWindowClosed: () => notify.error(text.thread.tooLate),
        notifyUpdateFailed: () => notify.error(text.thread.updateFailed),
        notifyDeleted: () => notify.success(text.thread.deleted),
        notifyDeleteFailed: () => notify.error(text.thread.actionFailed),
      },
    }),

    userThreads: () => userThreadsMachine.provide({
      actors: {
        fetchThreads: fromPromise(
          async ({ input }: { input: { username: string } }) => (await api.fetchUserThreads(input.username)).posts,
        ),
      },
    }),
  });
}

export type PostFlows = ReturnType<typeof createPostFlows>;

/** The feed, post, comment and thread flows of this app. */
export const usePostFlows = areaFlowsHook(createPostFlows, postApi);
