// Contract §6: the user search and the list of who is online.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserQuery } from '../../contract/requests.ts';
import { findUserResponse, loginUsersResponse } from '../../contract/responses.ts';
import { memberAnswers } from '../http/answers.ts';
import { apiOriginOf } from '../http/api-origin.ts';
import { requireAuth } from '../plugins/auth.ts';
import { toMatchUser, toPublicUser } from '../presenters/user.ts';
import { onlineUsers } from '../services/people.ts';
import { DROPDOWN_LIMIT, RESULTS_LIMIT, searchUsers } from '../services/user-search.ts';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/find-user',
    {
      preValidation: requireAuth('verified'),
      schema: { querystring: findUserQuery, response: memberAnswers({ 200: findUserResponse }) },
    },
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

  app.get(
    '/login-user',
    { preValidation: requireAuth('verified'), schema: { response: memberAnswers({ 200: loginUsersResponse }) } },
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
