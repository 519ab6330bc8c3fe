// Contract §6: the user search and the list of who is online.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import type { FindUserResponse } from '../../contract/wire.ts';
import { memberAnswers } from '../http/answers.ts';
import { answerTextsKeptWith, sendJsonText } from '../http/json-text.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { toMatchUser, toPublicUser } from '../presenters/user.ts';
import { onlineUsers } from '../services/people.ts';
import { createKeptSearch } from '../services/kept-search.ts';
import { DROPDOWN_LIMIT, RESULTS_LIMIT, type FoundMember } from '../services/user-search.ts';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const keptSearch = createKeptSearch(app.db);
  // A kept page a viewer saw whole is written once per media base.
  const keptAnswerText = answerTextsKeptWith<FoundMember[]>();

  serveEndpoint(
    app,
    endpoints.findUsers,
    { preValidation: requireAuth('verified'), answers: memberAnswers({}) },
    async (request, reply) => {
      const { user_keyword, fetch_all } = request.query;
      const viewer = viewerFor(request);
      const users = user_keyword
        ? await keptSearch.shownTo(user_keyword, viewer, (await app.relations.of(viewer)).blocked, fetch_all ? RESULTS_LIMIT : DROPDOWN_LIMIT)
        : [];
      const mediaBase = mediaBaseOf(request);
      const text = keptAnswerText(users, mediaBase, (): FindUserResponse => ({
        status: true,
        message: 'Match users successfully fetched',
        match_users: users.map((user) => toMatchUser(mediaBase, user)),
      }));
      return sendJsonText(reply, text);
    },
  );

  serveEndpoint(
    app,
    endpoints.onlineUsers,
    { preValidation: requireAuth('verified'), answers: memberAnswers({}) },
    async (request) => {
      const users = await onlineUsers(app.db, viewerFor(request), app.config.now());
      const mediaBase = mediaBaseOf(request);
      return {
        status: true,
        message: 'Login user fetched',
        login_users: users.map((user) => toPublicUser(mediaBase, user)),
      } as const;
    },
  );
};
