// Contract §6: the user search and the list of who is online.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { memberAnswers } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { toMatchUser, toPublicUser } from '../presenters/user.ts';
import { onlineUsers } from '../services/people.ts';
import { DROPDOWN_LIMIT, RESULTS_LIMIT, searchUsers } from '../services/user-search.ts';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.findUsers,
    { preValidation: requireAuth('verified'), answers: memberAnswers({}) },
    async (request) => {
      const { user_keyword, fetch_all } = request.query;
      const users = user_keyword
        ? await searchUsers(app.db, user_keyword, viewerFor(request), fetch_all ? RESULTS_LIMIT : DROPDOWN_LIMIT)
        : [];
      const mediaBase = mediaBaseOf(request);
      return {
        status: true,
        message: 'Match users successfully fetched',
        match_users: users.map((user) => toMatchUser(mediaBase, user)),
      } as const;
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
