// Contract §11 and the comments list of §7.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  CommentsResponse,
  CreateCommentResponse,
  CreateSubCommentResponse,
  DeleteCommentResponse,
} from '../../src/api/wire.ts';
import { maxChars, requiredText, wholeNumber } from '../http/fields.ts';
import { idFromPath } from '../http/path-ids.ts';
import { sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toCommentsList } from '../presenters/comment.ts';
import {
  addComment,
  addReply,
  commentsOf,
  deleteComment,
  deleteReply,
  findComment,
  findReply,
  type AuthoredEntry,
} from '../services/comments.ts';
import { findActivePostById, findPostVisibleTo } from '../services/posts.ts';

const COMMENT_MAX = 70;
const commentText = (label: string) => requiredText(label, (text) => text.max(...maxChars(label, COMMENT_MAX)));

const commentBody = z.object({ comment: commentText('Komentar'), post_id: wholeNumber('Id post') });
const replyBody = z.object({ sub_comment: commentText('Balasan'), comment_id: wholeNumber('Id komentar') });

type IdParams = { Params: { id: string } };

export const commentsRoutes: FastifyPluginAsync = async (app) => {
  /**
   * Deleting a comment or a reply: 404 when it is unknown or its post is hidden from the
   * caller, 403 when someone else wrote it; answers the post's new total.
   */
  function deleteOwnEntry(
    find: (id: number) => Promise<AuthoredEntry | undefined>,
    remove: (entry: AuthoredEntry) => Promise<number>,
    message: string,
  ) {
    return async (request: FastifyRequest<IdParams>, reply: FastifyReply) => {
      const viewerId = sessionOf(request).user.id;
      const id = idFromPath(request.params.id);
      const entry = id === undefined ? undefined : await find(id);
      if (!entry || !(await findPostVisibleTo(app.db, entry.post_id, viewerId))) {
        return reply.code(404).send(NOT_FOUND_BODY);
      }
      if (entry.user_id !== viewerId) return reply.code(403).send(FORBIDDEN_BODY);
      return { status: true, message, current_comment: await remove(entry) } satisfies DeleteCommentResponse;
    };
  }

  app.get<{ Params: { post_id: string } }>(
    '/post/comments/:post_id',
    { preHandler: requireAuth('verified') },
    async (request, reply) => {
      const postId = idFromPath(request.params.post_id);
      const post = postId === undefined ? undefined : await findPostVisibleTo(app.db, postId, sessionOf(request).user.id);
      if (!post) return reply.code(404).send(NOT_FOUND_BODY);
      return {
        status: true,
        message: 'Comments successfully fetched',
        comments_list: toCommentsList(app.config, await commentsOf(app.db, post.id)),
      } satisfies CommentsResponse;
    },
  );

  app.post('/comment', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const { comment, post_id } = parseInput(commentBody, request.body);
    const post = await findActivePostById(app.db, post_id);
    if (!post) return reply.code(404).send(NOT_FOUND_BODY);
    const created = await addComment(app.db, post, sessionOf(request).user.id, comment, app.config.now());
    return reply.code(201).send({
      status: true,
      message: 'Comment created',
      data: {
        comment_id: created.id,
        comment,
        post_id: post.id,
        created_at: created.created_at,
        total_comment: created.totalComment,
      },
    } satisfies CreateCommentResponse);
  });

  app.post('/sub-comment', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const { sub_comment, comment_id } = parseInput(replyBody, request.body);
    const comment = await findComment(app.db, comment_id);
    const post = comment && (await findActivePostById(app.db, comment.post_id));
    if (!comment || !post) return reply.code(404).send(NOT_FOUND_BODY);
    const created = await addReply(app.db, post, comment.id, sessionOf(request).user.id, sub_comment, app.config.now());
    return reply.code(201).send({
      status: true,
      message: 'Sub comment created',
      data: {
        sub_comment_id: created.id,
        sub_comment,
        comment_id: comment.id,
        created_at: created.created_at,
        total_comment: created.totalComment,
      },
    } satisfies CreateSubCommentResponse);
  });

  app.delete<IdParams>(
    '/comment/:id',
    { preHandler: requireAuth('verified') },
    deleteOwnEntry(
      (id) => findComment(app.db, id),
      (comment) => deleteComment(app.db, comment),
      'Comment permanently deleted',
    ),
  );

  app.delete<IdParams>(
    '/sub-comment/:id',
    { preHandler: requireAuth('verified') },
    deleteOwnEntry((id) => findReply(app.db, id), (entry) => deleteReply(app.db, entry), 'Sub comment permanently deleted'),
  );
};
