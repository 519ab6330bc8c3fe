// Contract §5 and §6: the signed-in user's own data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { memberAnswers } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { membersHiddenFromViewer, sessionOf, viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { notificationListJson } from '../presenters/notification.ts';
import { toPersonalUser } from '../presenters/user.ts';
import { isPasswordMailed, keepMailedPassword } from '../services/mailed-password.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.personalUser,
    { preValidation: requireAuth('auth'), answers: memberAnswers({}) },
    async (request) => {
      const { user } = sessionOf(request);
      const mediaBase = mediaBaseOf(request);
      const notifications = await app.notificationLists.shownTo(
        viewerFor(request),
        membersHiddenFromViewer(request),
        mediaBase,
        (rows) => notificationListJson(mediaBase, rows),
      );
      const passwordMailed = isPasswordMailed(user);
      return {
        status: true,
        message: `Data of ${user.first_name} fetched`,
        data: toPersonalUser(mediaBase, user, notifications, passwordMailed),
      } as const;
    },
  );

  serveEndpoint(
    app,
    endpoints.account,
    { preValidation: requireAuth('verified'), answers: memberAnswers({}) },
    async (request) => {
      const { user } = sessionOf(request);
      return {
        status: true,
        message: 'Email and date of joined fetched',
        data: { email: user.email, created_at: user.created_at },
      } as const;
    },
  );

  // Ours: the member declines to replace the mailed password; the account page stops asking.
  serveEndpoint(
    app,
    endpoints.keepMailedPassword,
    { preValidation: requireAuth('verified'), answers: memberAnswers({}) },
    async (request) => {
      await keepMailedPassword(app.db, sessionOf(request).user.id);
      return { status: true, message: 'Mailed password kept' } as const;
    },
  );
};
