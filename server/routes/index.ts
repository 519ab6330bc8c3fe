// Everything under the API's prefix (contract/endpoints.ts). Health stays outside authentication and rate limits so deploy
// tools can poll it freely and it still answers 503 when the database is gone, and so does
// the API's description; every other route gets the bearer session and the per-caller limit.
// Every route, health included, first refuses control characters in its path and query, and
// declares what it takes and answers (a route that does not is refused at startup).
import type { FastifyPluginAsync } from 'fastify';
import { refuseUndeclaredRoutes } from '../http/declared-routes.ts';
import { authPlugin } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import { rateLimitPlugin } from '../plugins/rate-limit.ts';
import { relationsPlugin } from '../plugins/relations.ts';
import { createKeptNotifications } from '../services/kept-notifications.ts';
import { urlParametersPlugin } from '../plugins/url-parameters.ts';
import { albumsRoutes } from './albums.ts';
import { authRoutes } from './auth.ts';
import { commentsRoutes } from './comments.ts';
import { docsRoutes } from './docs.ts';
import { emergencyRoutes } from './emergency.ts';
import { healthRoutes } from './health.ts';
import { likesRoutes } from './likes.ts';
import { moderationRoutes } from './moderation.ts';
import { notificationsRoutes } from './notifications.ts';
import { passwordRoutes } from './password.ts';
import { peopleRoutes } from './people.ts';
import { postsRoutes } from './posts.ts';
import { pushRoutes } from './push.ts';
import { profileRoutes } from './profile.ts';
import { safetyRoutes } from './safety.ts';
import { tempUploadsRoutes } from './temp-uploads.ts';
import { streamRoutes } from './stream.ts';
import { threadsRoutes } from './threads.ts';
import { userPostsRoutes } from './user-posts.ts';
import { usersRoutes } from './users.ts';

const memberRoutes: FastifyPluginAsync = async (api) => {
  await api.register(authPlugin);
  await api.register(relationsPlugin);
  api.decorate('notificationLists', createKeptNotifications(api.db));
  await api.register(rateLimitPlugin);
  await api.register(authRoutes);
  await api.register(passwordRoutes);
  await api.register(usersRoutes);
  await api.register(notificationsRoutes);
  await api.register(peopleRoutes);
  await api.register(postsRoutes);
  await api.register(userPostsRoutes);
  await api.register(threadsRoutes);
  await api.register(tempUploadsRoutes);
  await api.register(albumsRoutes);
  await api.register(likesRoutes);
  await api.register(commentsRoutes);
  await api.register(profileRoutes);
  await api.register(emergencyRoutes);
  await api.register(pushRoutes);
  await api.register(safetyRoutes);
  await api.register(streamRoutes);
  await api.register(moderationRoutes);
};

export const apiRoutes: FastifyPluginAsync = async (api) => {
  api.addHook('onRoute', refuseUndeclaredRoutes);
  api.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND_BODY));
  await api.register(urlParametersPlugin);
  await api.register(healthRoutes);
  await api.register(docsRoutes);
  await api.register(memberRoutes);
};
