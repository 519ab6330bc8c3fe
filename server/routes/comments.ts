// Contract §11 and the comments list of §7.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import type { CommentsResponse, DeleteCommentResponse } from '../../contract/wire.ts';
import { memberAnswers, notFound, notOwner } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { answerTextsKeptWith, sendJsonText } from '../http/json-text.ts';
import { idFromPath } from '../http/path-ids.ts';
import { membersHiddenFromViewer, viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toCommentsList } from '../presenters/comment.ts';
import {
  addComment,
  addReply,
  deleteComment,
  deleteReply,
  findComment,
  findReply,
  type AuthoredEntry,
} from '../services/comments.ts';
import { createKeptComments, type PostComments } from '../services/kept-comments.ts';
import { findPostShownTo, findPostVisibleTo } from '../services/posts.ts';

const verified = requireAuth('verified');

const deletion = (what: string) => ({
  preValidation: verified,
  answers: memberAnswers({ 403: notOwner, 404: notFound(what) }),
});

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const keptComments = createKeptComments(app.db);
  // A kept page seen whole is written once per media base.
  const keptAnswerText = answerTextsKeptWith<PostComments>();

  function commentsAnswer(mediaBase: string, shown: PostComments): string {
    return keptAnswerText(shown, mediaBase, (): CommentsResponse => ({
      status: true,
      message: 'Comments successfully fetched',
      comments_list: toCommentsList(mediaBase, shown),
    }));
  }

  /**
   * Deleting a comment or a reply: 404 when it is unknown or its post is hidden from the
   * caller, 403 when someone else wrote it; answers the post's new total.
   */
  async function deleteOwnEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    pathId: string,
    entryOf: { find: (id: number) => Promise<AuthoredEntry | undefined>; remove: (entry: AuthoredEntry) => Promise<number> },
    message: string,
  ) {
    const viewer = viewerFor(request);
    const id = idFromPath(pathId);
    const entry = id === undefined ? undefined : await entryOf.find(id);
    if (!entry || !(await findPostVisibleTo(app.db, entry.post_id, viewer))) {
      return reply.code(404).send(NOT_FOUND_BODY);
    }
    if (entry.user_id !== viewer.id) return reply.code(403).send(FORBIDDEN_BODY);
    return { status: true, message, current_comment: await entryOf.remove(entry) } satisfies DeleteCommentResponse;
  }

  serveEndpoint(
    app,
    endpoints.comments,
    { preValidation: verified, answers: memberAnswers({ 404: notFound('The post') }) },
    async (request, reply) => {
      const viewer = viewerFor(request);
      const postId = idFromPath(request.params.post_id);
      const [post, hidden] = await Promise.all([
        postId === undefined ? undefined : findPostVisibleTo(app.db, postId, viewer),
        membersHiddenFromViewer(request),
      ]);
      if (!post) return reply.code(404).send(NOT_FOUND_BODY);
      const answer = commentsAnswer(mediaBaseOf(request), await keptComments.shownTo(post, viewer, hidden));
      return sendJsonText(reply, answer);
    },
  );

  serveEndpoint(
    app,
    endpoints.createComment,
    { config: { leavesWriterAsIs: true }, preValidation: verified, answers: memberAnswers({ 404: notFound('The post') }) },
    async (request, reply) => {
      const { comment, post_id } = request.body;
      const viewer = viewerFor(request);
      const post = await findPostShownTo(app.db, post_id, viewer);
      const created = post && (await addComment(app.db, post, viewer, comment, app.config.now()));
      if (!post || !created || created === 'hidden') return reply.code(404).send(NOT_FOUND_BODY);
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
      });
    },
  );

  serveEndpoint(
    app,
    endpoints.createSubComment,
    { config: { leavesWriterAsIs: true }, preValidation: verified, answers: memberAnswers({ 404: notFound('The comment or its post') }) },
    async (request, reply) => {
      const { sub_comment, comment_id } = request.body;
      const viewer = viewerFor(request);
      const comment = await findComment(app.db, comment_id);
      const post = comment && (await findPostShownTo(app.db, comment.post_id, viewer));
      // The comment's author is checked with the post's, in the reply's transaction.
      const created = comment && post && (await addReply(app.db, post, comment, viewer, sub_comment, app.config.now()));
      if (!comment || !created || created === 'hidden') return reply.code(404).send(NOT_FOUND_BODY);
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
      });
    },
  );

  serveEndpoint(app, endpoints.deleteComment, deletion('The comment'), (request, reply) =>
    deleteOwnEntry(
      request,
      reply,
      request.params.id,
      { find: (id) => findComment(app.db, id), remove: (comment) => deleteComment(app.db, comment) },
      'Comment permanently deleted',
    ),
  );

  serveEndpoint(app, endpoints.deleteSubComment, deletion('The reply'), (request, reply) =>
    deleteOwnEntry(
      request,
      reply,
      request.params.id,
      { find: (id) => findReply(app.db, id), remove: (entry) => deleteReply(app.db, entry) },
      'Sub comment permanently deleted',
    ),
  );
};
