// Posts, feed, threads, likes and comments (contract §7, §9, §10, §11).
import { request } from './http.ts';
import type {
  CommentsResponse,
  CreateCommentResponse,
  CreateSubCommentResponse,
  CreateThreadResponse,
  DeleteCommentResponse,
  Envelope,
  LikeResponse,
  LikesResponse,
  PostsResponse,
  SinglePostResponse,
  UpdateThreadResponse,
} from '../../contract/wire.ts';

const segment = encodeURIComponent;

export const fetchFeed = () => request<PostsResponse>('/post');

/** The page after the post whose post_id is given (an empty page is the end). */
export const fetchFeedAfter = (postId: number) =>
  request<PostsResponse>('/post/expand', { query: { post_filter: postId } });

/** One active post, album or thread (404 when unknown or archived). */
export const fetchPost = (uuid: string) => request<SinglePostResponse>(`/post/${segment(uuid)}`);

/** One of the member's archived posts (404 when not archived, 403 when not theirs). */
export const fetchArchivedPost = (uuid: string) => request<SinglePostResponse>(`/post/archived/${segment(uuid)}`);

export const fetchUserThreads = (username: string) => request<PostsResponse>(`/user/threads/${segment(username)}`);

export const toggleLike = (uuid: string) => request<LikeResponse>(`/like/${segment(uuid)}`, { method: 'PUT' });

export const fetchLikers = (postId: number) => request<LikesResponse>(`/post/likes/${postId}`);

export const fetchComments = (postId: number) => request<CommentsResponse>(`/post/comments/${postId}`);

export const createComment = (comment: string, postId: number) =>
  request<CreateCommentResponse>('/comment', { method: 'POST', body: { comment, post_id: postId } });

export const createSubComment = (subComment: string, commentId: number) =>
  request<CreateSubCommentResponse>('/sub-comment', {
    method: 'POST',
    body: { sub_comment: subComment, comment_id: commentId },
  });

export const deleteComment = (id: number) => request<DeleteCommentResponse>(`/comment/${id}`, { method: 'DELETE' });

export const deleteSubComment = (id: number) =>
  request<DeleteCommentResponse>(`/sub-comment/${id}`, { method: 'DELETE' });

export const createThread = (text: string) =>
  request<CreateThreadResponse>('/thread', { method: 'POST', body: { text } });

export const updateThread = (slug: string, text: string) =>
  request<UpdateThreadResponse>(`/thread/${segment(slug)}`, { method: 'PUT', body: { text } });

export const deleteThread = (uuid: string) =>
  request<Envelope>(`/thread/${segment(uuid)}/force-delete`, { method: 'POST' });
