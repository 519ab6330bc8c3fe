// The album photo a route acts on (contract §8, §19), named by the path's photo_id and in an
// album of the caller, found before the route's schema judges the body: an unknown photo (404)
// and someone else's (403) are answered before an invalid body (400).
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Refusal } from '../../contract/wire.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import { findAlbumPhoto, type OwnedPhoto } from '../services/album-photos.ts';
import { idFromPath } from './path-ids.ts';
import { sessionOf } from './request-context.ts';

const NOT_PHOTO_OWNER: Refusal = { status: false, message: 'Forbidden action you not allowed to do this action' };

const ownPhotos = new WeakMap<FastifyRequest, OwnedPhoto>();

/** A preValidation hook after requireAuth. */
export const ownPhoto: preValidationAsyncHookHandler = async function ownPhotoGuard(request, reply) {
  // Path parameters are strings before validation too; the route's schema documents them.
  const photoId = idFromPath((request.params as Record<string, string>).photo_id);
  const photo = photoId === undefined ? undefined : await findAlbumPhoto(request.server.db, photoId);
  if (!photo) return reply.code(404).send(NOT_FOUND_BODY);
  if (photo.user_id !== sessionOf(request).user.id) return reply.code(403).send(NOT_PHOTO_OWNER);
  ownPhotos.set(request, photo);
};

/** The photo the route's ownPhoto hook found. */
export function ownPhotoOf(request: FastifyRequest): OwnedPhoto {
  const photo = ownPhotos.get(request);
  if (!photo) throw new Error('route is missing its ownPhoto hook');
  return photo;
}
