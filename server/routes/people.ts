// Contract §6: the user search and the list of who is online.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { memberAnswers } from '../http/answers.ts';
import { apiOriginOf } from '../http/api-origin.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
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
        ? await searchUsers(app.db, user_keyword, fetch_all ? RESULTS_LIMIT : DROPDOWN_LIMIT)
        : [];
      const apiOrigin = apiOriginOf(request);
      return {
        status: true,
        message: 'Match users successfully fetched',
        match_users: users.map((user) => toMatchUser(apiOrigin, user)),
      } as const;
    },
  );

  serveEndpoint(
    app,
    endpoints.onlineUsers,
    { preValidation: requireAuth('verified'), answers: memberAnswers({}) },
    async (request) => {
      const users = await onlineUsers(app.db, app.config.now());
      const apiOrigin = apiOriginOf(request);
      return {
        status: true,
        message: 'Login user fetched',
        login_users: users.map((user) => toPublicUser(apiOrigin, user)),
      } as const;
    },
  );
};
