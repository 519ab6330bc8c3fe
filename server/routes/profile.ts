// Contract §6 (a member's profile) and §12: profile edit and avatar upload.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Envelope, ProfileResponse } from '../../src/api/wire.ts';
import { optionalBoundedText, personFields } from '../http/fields.ts';
import { conflictError, parseIdentityInput } from '../http/identity-conflicts.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { readImageField, type ImageField } from '../media/image-upload.ts';
import { requireAuth } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toProfileData } from '../presenters/profile.ts';
import { replaceAvatar } from '../services/avatar.ts';
import { findProfile, updateProfile } from '../services/profile.ts';

const profileParams = z.object({ username: z.string() });

// The SPA also sends foto_profile; unknown keys are dropped, so it is ignored.
const profileBody = z.object({ ...personFields, bio: optionalBoundedText('Bio', 255) });

const AVATAR_FIELD: ImageField = {
  name: 'foto_profile',
  label: 'Foto profil',
  maxKilobytes: 5048,
  types: ['jpeg', 'png', 'gif', 'webp'],
  square: { size: 256, upscale: true },
};

// The SPA posts the avatar as a form with Laravel-style method spoofing.
const spoofedMethodQuery = z.object({ _method: z.string().optional() });

export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/user/profile/:username', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const { username } = parseInput(profileParams, request.params);
    const profile = await findProfile(app.db, username);
    if (!profile) return reply.code(404).send(NOT_FOUND_BODY);
    return reply.send({
      status: true,
      message: `Data of ${profile.user.first_name} fetched`,
      data: toProfileData(app.config, profile.user, sessionOf(request).user.id),
      total_albums: profile.totalAlbums,
      total_threads: profile.totalThreads,
    } satisfies ProfileResponse);
  });

  app.put('/profile', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const { user } = sessionOf(request);
    const edit = await parseIdentityInput(app.db, profileBody, request.body, user.id);
    const conflicts = await updateProfile(app.db, user.id, edit);
    if (conflicts.length > 0) throw conflictError(conflicts);
    return reply.send({ status: true, message: 'Success updated' } satisfies Envelope);
  });

  async function uploadAvatar(request: FastifyRequest, reply: FastifyReply) {
    const jpeg = await readImageField(request, AVATAR_FIELD);
    await replaceAvatar(depsOf(request), sessionOf(request).user.id, jpeg);
    return reply.send({ status: true, message: 'Success updated avatar' } satisfies Envelope);
  }

  app.put('/profile/avatar', { preHandler: requireAuth('verified') }, uploadAvatar);

  app.post('/profile/avatar', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const { _method } = parseInput(spoofedMethodQuery, request.query);
    if (_method?.toUpperCase() !== 'PUT') return reply.code(404).send(NOT_FOUND_BODY);
    return uploadAvatar(request, reply);
  });
};
