// GET /media/<key>?w=<width>: the stored picture at one of the allowed widths (see
// server/media/variants.ts). Answered in an onRequest hook, before the route that owns every
// /media/ path (@fastify/static, or the bucket's with MEDIA_STORAGE=s3); requests without `w` go on
// to it unchanged. The variants folder itself is
// never served directly, since its files must not outlive their originals.
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { media } from '../../contract/endpoints.ts';
import { INTERNAL_LIVE_EVENT, mediaRemovedPayload } from '../../contract/live-events.ts';
import { MEDIA_VARIANT_WIDTHS, type MediaVariantWidth } from '../../contract/media-variants.ts';
import { pictureTypeOf } from '../media/picture-types.ts';
import { isMediaKey, VARIANTS_FOLDER } from '../media/storage.ts';
import { NOT_FOUND_BODY } from './errors.ts';
import { IMMUTABLE_CACHE_CONTROL } from './static-files.ts';

const MEDIA_PREFIX = media.path;

const UNSUPPORTED_WIDTH_BODY = {
  status: false,
  message: `Unsupported width; use one of ${MEDIA_VARIANT_WIDTHS.join(', ')}`,
} as const;

function allowedWidth(value: unknown): MediaVariantWidth | undefined {
  return MEDIA_VARIANT_WIDTHS.find((width) => String(width) === value);
}

/** The path after /media/ as the static server reads it (decoded once); null when undecodable. */
function mediaPath(url: string): string | null {
  const encoded = url.slice(MEDIA_PREFIX.length).split('?', 1)[0];
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** Whether the path, resolved as the static server resolves it, lies in the variants folder. */
function isInVariantsFolder(filePath: string): boolean {
  const [first] = path.posix.normalize(filePath).replace(/^\/+/, '').split('/');
  return first === VARIANTS_FOLDER;
}

export const mediaVariantsPlugin = fp(
  async (app) => {
    // Media URLs point elsewhere (MEDIA_PUBLIC_URL): this server answers no /media path.
    if (app.config.mediaPublicUrl !== undefined) return;
    const variants = app.pictureVariants;
    app.live.hub.observe((event) => {
      if (event.kind === INTERNAL_LIVE_EVENT.mediaRemoved) variants.forget(mediaRemovedPayload.parse(JSON.parse(event.payload)).key);
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith(MEDIA_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      const filePath = mediaPath(request.url);
      if (filePath !== null && isInVariantsFolder(filePath)) return reply.code(404).send(NOT_FOUND_BODY);
      const asked = (request.query as Record<string, unknown>)[media.widthQuery];
      if (asked === undefined) return;

      const width = allowedWidth(asked);
      if (width === undefined) return reply.code(400).send(UNSUPPORTED_WIDTH_BODY);
      // Only pictures have variants.
      const type = filePath !== null && isMediaKey(filePath) ? pictureTypeOf(filePath) : undefined;
      if (filePath === null || type === undefined) return reply.code(404).send(NOT_FOUND_BODY);
      const picture = await variants.read(filePath, width);
      if (picture === null) return reply.code(404).send(NOT_FOUND_BODY);
      // As the originals: a key's picture never changes.
      return reply.type(type).header('Cache-Control', IMMUTABLE_CACHE_CONTROL).send(picture);
    });
  },
  { name: 'media-variants', dependencies: ['media', 'live-events'] },
);
