// Contract §5 and §6: the signed-in user's own data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountResponse, personalUserResponse } from '../../contract/responses.ts';
import { memberAnswers } from '../http/answers.ts';
import { apiOriginOf } from '../http/api-origin.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { toNotificationItem } from '../presenters/notification.ts';
import { toPersonalUser } from '../presenters/user.ts';
import { notificationsOf } from '../services/notifications.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/personal-user',
    { preValidation: requireAuth('auth'), schema: { response: memberAnswers({ 200: personalUserResponse }) } },
    async (request) => {
      const { user } = sessionOf(request);
      const apiOrigin = apiOriginOf(request);
      const notifications = await notificationsOf(app.db, user.id);
      return {
        status: true,
        message: `Data of ${user.first_name} fetched`,
        data: toPersonalUser(
          apiOrigin,
          user,
          notifications.map((row) => toNotificationItem(apiOrigin, row)),
        ),
      } as const;
    },
  );

  app.get(
    '/user/account',
    { preValidation: requireAuth('verified'), schema: { response: memberAnswers({ 200: accountResponse }) } },
    async (request) => {
      const { user } = sessionOf(request);
      return {
        status: true,
        message: 'Email and date of joined fetched',
        data: { email: user.email, created_at: user.created_at },
      } as const;
    },
  );
};
