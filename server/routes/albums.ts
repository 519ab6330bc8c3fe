// Contract §8: creating an album from uploaded pictures, editing its caption, archiving,
// restoring, deleting it, and deleting one of its photos.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  AlbumEditResponse,
  CreateAlbumResponse,
  Envelope,
  Refusal,
  UpdateAlbumResponse,
} from '../../src/api/wire.ts';
import { issuedKey, multiLineText } from '../http/fields.ts';
import { InputError } from '../http/input-error.ts';
import { idFromPath } from '../http/path-ids.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toAlbum, toAlbumPhoto } from '../presenters/post.ts';
import { deleteAlbumPhoto, findAlbumPhoto } from '../services/album-photos.ts';
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
import type { PostRow } from '../services/posts.ts';

const MAX_PHOTOS = 5;

const caption = multiLineText('Caption', 2000);

const createBody = z.object({
  caption,
  content: z.array(issuedKey('Foto album'), {
    error: (issue) => (issue.input === undefined ? 'Foto album harus diisi' : 'Foto album tidak valid'),
  }),
});

const createQuery = z.object({ reorder: z.string().optional() });

const updateBody = z.object({ caption });

const REFUSAL_MESSAGES: Record<AlbumRefusal, string> = {
  'no-live-uploads': 'Foto album tidak ditemukan atau sudah kedaluwarsa, silakan unggah ulang',
  'files-missing': 'Foto album sudah tidak tersedia, silakan unggah ulang',
};

const TOO_MANY_PHOTOS: Refusal = { status: false, message: 'One album only handle 5 content' };
const NOT_ARCHIVED: Refusal = { status: false, message: 'Failed unarchive' };
const NOT_PHOTO_OWNER: Refusal = { status: false, message: 'Forbidden action you not allowed to do this action' };
const LAST_PHOTO: Refusal = { status: false, message: 'Failed to delete , at least 1 content left' };

const slugParams = z.object({ slug: z.string() });
const uuidParams = z.object({ uuid: z.string() });

type AlbumLookup = (request: FastifyRequest) => Promise<PostRow | undefined>;
type AlbumHandler = (album: PostRow, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Runs `handle` on the album named by the path if the caller owns it; else 404, then 403. */
function forOwnAlbum(find: AlbumLookup, handle: AlbumHandler) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const album = await find(request);
    if (!album) return reply.code(404).send(NOT_FOUND_BODY);
    if (album.user_id !== sessionOf(request).user.id) return reply.code(403).send(FORBIDDEN_BODY);
    return handle(album, request, reply);
  };
}

export const albumsRoutes: FastifyPluginAsync = async (app) => {
  const verified = { preHandler: requireAuth('verified') };
  const activeBySlug: AlbumLookup = (request) =>
    findActiveAlbumBySlug(app.db, parseInput(slugParams, request.params).slug);
  const activeByUuid: AlbumLookup = (request) =>
    findActiveAlbumByUuid(app.db, parseInput(uuidParams, request.params).uuid);
  const anyByUuid: AlbumLookup = (request) => findAlbumByUuid(app.db, parseInput(uuidParams, request.params).uuid);

  app.post('/album', verified, async (request, reply) => {
    const body = parseInput(createBody, request.body);
    if (body.content.length > MAX_PHOTOS) return reply.code(422).send(TOO_MANY_PHOTOS);
    const { reorder } = parseInput(createQuery, request.query);
    const creation = await createAlbum(
      depsOf(request),
      sessionOf(request).user.id,
      body.caption,
      { keys: body.content, inGivenOrder: reorder === 'true' },
      app.config.now(),
    );
    if ('refused' in creation) throw new InputError({ content: [REFUSAL_MESSAGES[creation.refused]] });
    const { post, photos } = creation.created;
    return reply.code(201).send({
      status: true,
      message: 'New Album added',
      data: { ...toAlbum(app.config, { ...post, caption: body.caption }, photos), created_at: post.created_at },
    } satisfies CreateAlbumResponse);
  });

  app.get(
    '/album/:slug',
    verified,
    forOwnAlbum(activeBySlug, async (album) => {
      const photos = await photosOf(app.db, album.id);
      return {
        status: true,
        message: 'Contents Fetched',
        caption: album.caption ?? '',
        images: photos.map((photo) => toAlbumPhoto(app.config, photo)),
      } satisfies AlbumEditResponse;
    }),
  );

  app.put(
    '/album/:slug',
    verified,
    // Contract order: unknown, not the owner, then an invalid caption.
    forOwnAlbum(activeBySlug, async (album, request) => {
      const { caption: newCaption } = parseInput(updateBody, request.body);
      await updateCaption(app.db, album.id, newCaption);
      const photos = await photosOf(app.db, album.id);
      return {
        status: true,
        message: 'Album updated',
        data: toAlbum(app.config, { ...album, caption: newCaption }, photos),
      } satisfies UpdateAlbumResponse;
    }),
  );

  app.delete(
    '/album/:uuid',
    verified,
    forOwnAlbum(activeByUuid, async (album, _request, reply) => {
      // Archived meanwhile by a concurrent request: as if it had been archived already.
      if (!(await archiveAlbum(app.db, album.id, app.config.now()))) return reply.code(404).send(NOT_FOUND_BODY);
      return { status: true, message: 'Album archived' } satisfies Envelope;
    }),
  );

  app.post(
    '/album/:uuid/restore',
    verified,
    forOwnAlbum(anyByUuid, async (album, _request, reply) => {
      if (!(await restoreAlbum(app.db, album.id))) return reply.code(400).send(NOT_ARCHIVED);
      return { status: true, message: 'Album unarchived' } satisfies Envelope;
    }),
  );

  app.post(
    '/album/:uuid/force-delete',
    verified,
    forOwnAlbum(anyByUuid, async (album, request) => {
      await deleteAlbum(depsOf(request), album.id);
      return { status: true, message: 'Album permanently deleted' } satisfies Envelope;
    }),
  );

  app.delete<{ Params: { photo_id: string } }>('/album-content/:photo_id', verified, async (request, reply) => {
    const photoId = idFromPath(request.params.photo_id);
    const photo = photoId === undefined ? undefined : await findAlbumPhoto(app.db, photoId);
    if (!photo) return reply.code(404).send(NOT_FOUND_BODY);
    if (photo.user_id !== sessionOf(request).user.id) return reply.code(403).send(NOT_PHOTO_OWNER);
    const outcome = await deleteAlbumPhoto(depsOf(request), photo);
    if (outcome === 'last-photo') return reply.code(422).send(LAST_PHOTO);
    if (outcome === 'gone') return reply.code(404).send(NOT_FOUND_BODY);
    return { status: true, message: 'Content permanently deleted' } satisfies Envelope;
  });
};
