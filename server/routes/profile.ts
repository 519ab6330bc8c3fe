// Contract §6 (a member's profile) and §12: profile edit and avatar upload.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_KILOBYTES, AVATAR_SIDE } from '../../contract/limits.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { avatarForm } from '../../contract/requests.ts';
import { memberAnswers, notFound, pictureUploadAnswers } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { answerNamingConflicts, conflictError } from '../http/identity-conflicts.ts';
import { depsOf, sessionOf, viewerFor } from '../http/request-context.ts';
import { readImageField, type ImageField } from '../media/image-upload.ts';
import { requireAuth } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toProfileData } from '../presenters/profile.ts';
import { replaceAvatar } from '../services/avatar.ts';
import { findProfile, updateProfile } from '../services/profile.ts';

const AVATAR_FIELD: ImageField = {
  name: 'foto_profile' satisfies keyof typeof avatarForm.shape,
  label: 'Foto profil',
  maxKilobytes: AVATAR_MAX_KILOBYTES,
  types: ['jpeg', 'png', 'gif', 'webp'],
  square: { size: AVATAR_SIDE, upscale: true },
};

const verified = requireAuth('verified');

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.profile,
    { preValidation: verified, answers: memberAnswers({ 404: notFound('The user') }) },
    async (request, reply) => {
      const profile = await findProfile(app.db, request.params.username, viewerFor(request));
      if (!profile) return reply.code(404).send(NOT_FOUND_BODY);
      return reply.send({
        status: true,
        message: `Data of ${profile.user.first_name} fetched`,
        data: toProfileData(mediaBaseOf(request), profile.user, sessionOf(request).user.id),
        total_albums: profile.totalAlbums,
        total_threads: profile.totalThreads,
        mute: profile.mute,
      });
    },
  );

  serveEndpoint(
    app,
    endpoints.updateProfile,
    {
      preValidation: verified,
      answers: memberAnswers({}),
      // The member's own username, e-mail and number are not taken.
      errorHandler: answerNamingConflicts((request) => sessionOf(request).user.id),
    },
    async (request, reply) => {
      const conflicts = await updateProfile(app.db, sessionOf(request).user.id, request.body);
      if (conflicts.length > 0) throw conflictError(conflicts);
      return reply.send({ status: true, message: 'Success updated' });
    },
  );

  async function uploadAvatar(request: FastifyRequest, reply: FastifyReply) {
    const picture = await readImageField(request, AVATAR_FIELD);
    await replaceAvatar(depsOf(request), sessionOf(request).user.id, picture);
    return reply.send({ status: true, message: 'Success updated avatar' });
  }

  serveEndpoint(
    app,
    endpoints.uploadAvatar,
    { preValidation: verified, answers: memberAnswers(pictureUploadAnswers) },
    uploadAvatar,
  );

  serveEndpoint(
    app,
    endpoints.uploadAvatarSpoofed,
    {
      preValidation: verified,
      answers: memberAnswers({ 404: notFound('Without _method=PUT, the route'), ...pictureUploadAnswers }),
    },
    async (request, reply) => {
      if (request.query._method?.toUpperCase() !== 'PUT') return reply.code(404).send(NOT_FOUND_BODY);
      return uploadAvatar(request, reply);
    },
  );
};
