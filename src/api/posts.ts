// Posts, feed, threads, likes and comments (contract §7, §9, §10, §11).
import { call } from './http.ts';

export const fetchFeed = () => call('feed');

/** The page after the post whose post_id is given (an empty page is the end). */
export const fetchFeedAfter = (postId: number) => call('feedAfter', { query: { post_filter: postId } });

/** One active post, album or thread (404 when unknown or archived). */
export const fetchPost = (uuid: string) => call('post', { params: { uuid } });

/** One of the member's archived posts (404 when not archived, 403 when not theirs). */
export const fetchArchivedPost = (uuid: string) => call('archivedPost', { params: { uuid } });

export const fetchUserThreads = (username: string) => call('userThreads', { params: { username } });

export const toggleLike = (uuid: string) => call('toggleLike', { params: { uuid } });

export const fetchLikers = (postId: number) => call('likers', { params: { post_id: postId } });

export const fetchComments = (postId: number) => call('comments', { params: { post_id: postId } });

export const createComment = (comment: string, postId: number) =>
  call('createComment', { body: { comment, post_id: postId } });

export const createSubComment = (subComment: string, commentId: number) =>
  call('createSubComment', { body: { sub_comment: subComment, comment_id: commentId } });

export const deleteComment = (id: number) => call('deleteComment', { params: { id } });

export const deleteSubComment = (id: number) => call('deleteSubComment', { params: { id } });

export const createThread = (text: string) => call('createThread', { body: { text } });

export const updateThread = (slug: string, text: string) => call('updateThread', { params: { slug }, body: { text } });

export const deleteThread = (uuid: string) => call('deleteThread', { params: { uuid } });
