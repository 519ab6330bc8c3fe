// Contract §8: creating an album from uploaded pictures, editing its caption, archiving,
// restoring, deleting it, and deleting one of its photos; §19: describing a photo.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { ALBUM_MAX_PHOTOS } from '../../contract/limits.ts';
import { refusal } from '../../contract/responses.ts';
import type { Refusal } from '../../contract/wire.ts';
import { memberAnswers, notFound, notOwner } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { InputError } from '../http/input-error.ts';
import { ownPhoto, ownPhotoOf } from '../http/own-photo.ts';
import { ownPost, ownPostOf } from '../http/own-post.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toAlbum, toAlbumPhoto } from '../presenters/post.ts';
import { deleteAlbumPhoto, describeAlbumPhoto } from '../services/album-photos.ts';
import {
  archiveAlbum,
  createAlbum,
  deleteAlbum,
  findActiveAlbumBySlug,
  findActiveAlbumByUuid,
  findAlbumByUuid,
  photosOf,
  restoreAlbum,
  updateCaption,
  type AlbumRefusal,
} from '../services/albums.ts';

const REFUSAL_MESSAGES: Record<AlbumRefusal, string> = {
  'no-live-uploads': 'Foto album tidak ditemukan atau sudah kedaluwarsa, silakan unggah ulang',
  'files-missing': 'Foto album sudah tidak tersedia, silakan unggah ulang',
};

const TOO_MANY_PHOTOS: Refusal = { status: false, message: `One album only handle ${ALBUM_MAX_PHOTOS} content` };
const NOT_ARCHIVED: Refusal = { status: false, message: 'Failed unarchive' };
const LAST_PHOTO: Refusal = { status: false, message: 'Failed to delete , at least 1 content left' };

const verified = requireAuth('verified');
// Unknown (404), then not the owner (403), then an invalid body (400).
const ownActiveBySlug = [verified, ownPost('slug', findActiveAlbumBySlug)];
const ownActiveByUuid = [verified, ownPost('uuid', findActiveAlbumByUuid)];
const ownByUuid = [verified, ownPost('uuid', findAlbumByUuid)];
const ownAlbumAnswers = memberAnswers({ 403: notOwner, 404: notFound('The album') });

export const albumsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.createAlbum,
    { preValidation: verified, answers: memberAnswers({ 422: refusal.describe(`More than ${ALBUM_MAX_PHOTOS} photos`) }) },
    async (request, reply) => {
      const body = request.body;
      if (body.content.length > ALBUM_MAX_PHOTOS) return reply.code(422).send(TOO_MANY_PHOTOS);
      const creation = await createAlbum(
        depsOf(request),
        sessionOf(request).user.id,
        body.caption,
        { keys: body.content, inGivenOrder: request.query.reorder === 'true', alts: body.alt ?? [] },
        app.config.now(),
      );
      if ('refused' in creation) throw new InputError({ content: [REFUSAL_MESSAGES[creation.refused]] });
      const { post, photos } = creation.created;
      return reply.code(201).send({
        status: true,
        message: 'New Album added',
        data: { ...toAlbum(mediaBaseOf(request), { ...post, caption: body.caption }, photos), created_at: post.created_at },
      });
    },
  );

  serveEndpoint(
    app,
    endpoints.albumForEdit,
    { preValidation: ownActiveBySlug, answers: ownAlbumAnswers },
    async (request, reply) => {
      const album = ownPostOf(request);
      const photos = await photosOf(app.db, album.id);
      const mediaBase = mediaBaseOf(request);
      return reply.send({
        status: true,
        message: 'Contents Fetched',
        caption: album.caption ?? '',
        images: photos.map((photo) => toAlbumPhoto(mediaBase, photo)),
      });
    },
  );

  serveEndpoint(
    app,
    endpoints.updateAlbum,
    { preValidation: ownActiveBySlug, answers: ownAlbumAnswers },
    async (request, reply) => {
      const album = ownPostOf(request);
      const { caption } = request.body;
      await updateCaption(app.db, album.id, caption);
      const photos = await photosOf(app.db, album.id);
      return reply.send({
        status: true,
        message: 'Album updated',
        data: toAlbum(mediaBaseOf(request), { ...album, caption }, photos),
      });
    },
  );

  serveEndpoint(
    app,
    endpoints.archiveAlbum,
    { preValidation: ownActiveByUuid, answers: ownAlbumAnswers },
    async (request, reply) => {
      // Archived meanwhile by a concurrent request: as if it had been archived already.
      if (!(await archiveAlbum(app.db, ownPostOf(request).id, app.config.now()))) {
        return reply.code(404).send(NOT_FOUND_BODY);
      }
      return reply.send({ status: true, message: 'Album archived' });
    },
  );

  serveEndpoint(
    app,
    endpoints.restoreAlbum,
    { preValidation: ownByUuid, answers: ownAlbumAnswers },
    async (request, reply) => {
      if (!(await restoreAlbum(app.db, ownPostOf(request).id))) return reply.code(400).send(NOT_ARCHIVED);
      return reply.send({ status: true, message: 'Album unarchived' });
    },
  );

  serveEndpoint(
    app,
    endpoints.deleteAlbum,
    { preValidation: ownByUuid, answers: ownAlbumAnswers },
    async (request, reply) => {
      await deleteAlbum(depsOf(request), ownPostOf(request).id);
      return reply.send({ status: true, message: 'Album permanently deleted' });
    },
  );

  serveEndpoint(
    app,
    endpoints.deleteAlbumPhoto,
    {
      preValidation: [verified, ownPhoto],
      answers: memberAnswers({
        403: notOwner,
        404: notFound('The photo'),
        422: refusal.describe('The last photo of an album stays'),
      }),
    },
    async (request, reply) => {
      const photo = ownPhotoOf(request);
      const outcome = await deleteAlbumPhoto(depsOf(request), photo);
      if (outcome === 'last-photo') return reply.code(422).send(LAST_PHOTO);
      if (outcome === 'gone') return reply.code(404).send(NOT_FOUND_BODY);
      return reply.send({ status: true, message: 'Content permanently deleted' });
    },
  );

  serveEndpoint(
    app,
    endpoints.updateAlbumPhotoAlt,
    { preValidation: [verified, ownPhoto], answers: memberAnswers({ 403: notOwner, 404: notFound('The photo') }) },
    async (request, reply) => {
      const photo = await describeAlbumPhoto(app.db, ownPhotoOf(request).id, request.body.alt);
      if (!photo) return reply.code(404).send(NOT_FOUND_BODY);
      return reply.send({ status: true, message: 'Photo described', data: toAlbumPhoto(mediaBaseOf(request), photo) });
    },
  );
};
