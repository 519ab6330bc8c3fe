// Contract §6 (a member's profile) and §12: profile edit and avatar upload.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_KILOBYTES, AVATAR_SIDE } from '../../contract/limits.ts';
import { avatarForm, profileEditBody, spoofedMethodQuery, usernameParams } from '../../contract/requests.ts';
import { envelope, profileResponse } from '../../contract/responses.ts';
import { memberAnswers, notFound } from '../http/answers.ts';
import { apiOriginOf } from '../http/api-origin.ts';
import { answerNamingConflicts, conflictError } from '../http/identity-conflicts.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { MULTIPART, uploadValidatorCompiler } from '../http/uploads.ts';
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

const avatarUpload = { body: avatarForm, consumes: MULTIPART };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/profile/:username',
    {
      preValidation: verified,
      schema: { params: usernameParams, response: memberAnswers({ 200: profileResponse, 404: notFound('The user') }) },
    },
    async (request, reply) => {
      const profile = await findProfile(app.db, request.params.username);
      if (!profile) return reply.code(404).send(NOT_FOUND_BODY);
      return reply.send({
        status: true,
        message: `Data of ${profile.user.first_name} fetched`,
        data: toProfileData(apiOriginOf(request), profile.user, sessionOf(request).user.id),
        total_albums: profile.totalAlbums,
        total_threads: profile.totalThreads,
      });
    },
  );

  app.put(
    '/profile',
    {
      preValidation: verified,
      schema: { body: profileEditBody, response: memberAnswers({ 200: envelope }) },
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

  app.put(
    '/profile/avatar',
    {
      preValidation: verified,
      validatorCompiler: uploadValidatorCompiler,
      schema: { ...avatarUpload, response: memberAnswers({ 200: envelope }) },
    },
    uploadAvatar,
  );

  app.post(
    '/profile/avatar',
    {
      preValidation: verified,
      validatorCompiler: uploadValidatorCompiler,
      schema: {
        ...avatarUpload,
        summary: 'PUT /profile/avatar for forms, with ?_method=PUT',
        querystring: spoofedMethodQuery,
        response: memberAnswers({ 200: envelope, 404: notFound('Without _method=PUT, the route') }),
      },
    },
    async (request, reply) => {
      if (request.query._method?.toUpperCase() !== 'PUT') return reply.code(404).send(NOT_FOUND_BODY);
      return uploadAvatar(request, reply);
    },
  );
};
