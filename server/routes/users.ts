// Contract §5 and §6: the signed-in user's own data.
import type { FastifyPluginAsync } from 'fastify';
import type { AccountResponse, PersonalUserResponse } from '../../src/api/wire.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { toNotificationItem } from '../presenters/notification.ts';
import { toPersonalUser } from '../presenters/user.ts';
import { notificationsOf } from '../services/notifications.ts';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  app.get('/personal-user', { preHandler: requireAuth('auth') }, async (request) => {
    const { user } = sessionOf(request);
    const notifications = await notificationsOf(app.db, user.id);
    return {
      status: true,
      message: `Data of ${user.first_name} fetched`,
      data: toPersonalUser(
        app.config,
        user,
        notifications.map((row) => toNotificationItem(app.config, row)),
      ),
    } satisfies PersonalUserResponse;
  });

  app.get('/user/account', { preHandler: requireAuth('verified') }, async (request) => {
    const { user } = sessionOf(request);
    return {
      status: true,
      message: 'Email and date of joined fetched',
      data: { email: user.email, created_at: user.created_at },
    } satisfies AccountResponse;
  });
};
