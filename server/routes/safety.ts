// Contract §16: blocking and muting other members, and the lists of both.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { refusal } from '../../contract/responses.ts';
import { SAFETY_MESSAGES } from '../../contract/safety.ts';
import { memberAnswers, notFound } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toPublicUser } from '../presenters/user.ts';
import { block, blockedBy, mute, mutedBy, unblock, unmute } from '../services/blocks.ts';
import { findUserByUsername } from '../services/users.ts';

const verified = requireAuth('verified');

const towardsMember = {
  preValidation: verified,
  answers: memberAnswers({ 404: notFound('The user'), 422: refusal.describe('The caller named themselves') }),
};

export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Runs `act` with the caller's id and the named member's; 404 when nobody has that name, 422
   * when it is the caller's own.
   */
  async function towards(
    request: FastifyRequest,
    reply: FastifyReply,
    username: string,
    message: string,
    act: (callerId: number, memberId: number) => Promise<void>,
  ) {
    const callerId = sessionOf(request).user.id;
    const member = await findUserByUsername(app.db, username);
    if (!member) return reply.code(404).send(NOT_FOUND_BODY);
    if (member.id === callerId) return reply.code(422).send({ status: false, message: SAFETY_MESSAGES.notYourself });
    await act(callerId, member.id);
    // The caller's kept relations go as their write is answered; the member's go here, at once.
    app.relations.forget(member.id);
    return reply.send({ status: true, message });
  }

  serveEndpoint(app, endpoints.blockUser, towardsMember, (request, reply) =>
    towards(request, reply, request.params.username, SAFETY_MESSAGES.blocked, (callerId, memberId) =>
      block(app.db, callerId, memberId, app.config.now()),
    ),
  );

  serveEndpoint(app, endpoints.unblockUser, towardsMember, (request, reply) =>
    towards(request, reply, request.params.username, SAFETY_MESSAGES.unblocked, (callerId, memberId) => unblock(app.db, callerId, memberId)),
  );

  serveEndpoint(app, endpoints.listBlocks, { preValidation: verified, answers: memberAnswers({}) }, async (request) => {
    const mediaBase = mediaBaseOf(request);
    const members = await blockedBy(app.db, sessionOf(request).user.id);
    return {
      status: true,
      message: SAFETY_MESSAGES.blocksFetched,
      data: members.map((member) => toPublicUser(mediaBase, member)),
    } as const;
  });

  serveEndpoint(app, endpoints.muteUser, towardsMember, (request, reply) =>
    towards(request, reply, request.params.username, SAFETY_MESSAGES.muted, (callerId, memberId) =>
      mute(app.db, callerId, memberId, request.body.days, app.config.now()),
    ),
  );

  serveEndpoint(app, endpoints.unmuteUser, towardsMember, (request, reply) =>
    towards(request, reply, request.params.username, SAFETY_MESSAGES.unmuted, (callerId, memberId) => unmute(app.db, callerId, memberId)),
  );

  serveEndpoint(app, endpoints.listMutes, { preValidation: verified, answers: memberAnswers({}) }, async (request) => {
    const mediaBase = mediaBaseOf(request);
    const members = await mutedBy(app.db, sessionOf(request).user.id, app.config.now());
    return {
      status: true,
      message: SAFETY_MESSAGES.mutesFetched,
      data: members.map((member) => ({ user: toPublicUser(mediaBase, member), until: member.until })),
    } as const;
  });
};
