// Post flows whose server calls answer at once, for screens whose machine under test is another.
import { fromPromise } from 'xstate';
import type { Comment, Liker, PostItem } from '../../contract/wire.ts';
import { liveFlows } from './live-flows.ts';

export const answeringFeed = (posts: PostItem[]) =>
  liveFlows.feed.provide({ actors: { fetchFirstPage: fromPromise<PostItem[]>(async () => posts) } });

export const answeringCompose = () =>
  liveFlows.threadCompose.provide({ actors: { createThread: fromPromise<void, { text: string }>(async () => {}) } });

export const answeringThreads = (threads: PostItem[]) =>
  liveFlows.userThreads.provide({
    actors: { fetchThreads: fromPromise<PostItem[], { username: string }>(async () => threads) },
  });

export const answeringThreadEdit = () =>
  liveFlows.threadEdit.provide({
    actors: {
      updateThread: fromPromise<string, { slug: string; text: string }>(async ({ input }) => input.text),
      deleteThread: fromPromise<void, { uuid: string }>(async () => {}),
    },
  });

export const answeringLikers = (likers: Liker[]) =>
  liveFlows.likers.provide({ actors: { fetchLikers: fromPromise<Liker[], { postId: number }>(async () => likers) } });

export const answeringComments = (comments: Comment[]) =>
  liveFlows.commentTarget.provide({
    actors: { fetchComments: fromPromise<Comment[], { postId: number }>(async () => comments) },
  });
