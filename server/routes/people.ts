// Contract §6: the user search and the list of who is online.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { FindUserResponse, LoginUsersResponse } from '../../src/api/wire.ts';
import { optionalText } from '../http/fields.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { toMatchUser, toPublicUser } from '../presenters/user.ts';
import { DROPDOWN_LIMIT, onlineUsers, RESULTS_LIMIT, searchUsers } from '../services/people.ts';

const findUserQuery = z.object({
  user_keyword: optionalText('Kata kunci'),
  // Any non-empty value asks for the results page instead of the dropdown.
  fetch_all: optionalText('fetch_all'),
});

export const peopleRoutes: FastifyPluginAsync = async (app) => {
  app.get('/find-user', { preHandler: requireAuth('verified') }, async (request) => {
    const { user_keyword, fetch_all } = parseInput(findUserQuery, request.query);
    const users = user_keyword
      ? await searchUsers(app.db, user_keyword, fetch_all ? RESULTS_LIMIT : DROPDOWN_LIMIT)
      : [];
    return {
      status: true,
      message: 'Match users successfully fetched',
      match_users: users.map((user) => toMatchUser(app.config, user)),
    } satisfies FindUserResponse;
  });

  app.get('/login-user', { preHandler: requireAuth('verified') }, async () => {
    const users = await onlineUsers(app.db, app.config.now());
    return {
      status: true,
      message: 'Login user fetched',
      login_users: users.map((user) => toPublicUser(app.config, user)),
    } satisfies LoginUsersResponse;
  });
};
