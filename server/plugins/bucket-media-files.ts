// GET /media/<key> answered from the bucket (MEDIA_STORAGE=s3 without MEDIA_PUBLIC_URL), with the
// headers @fastify/static gives files on disk: a year of immutable caching, ETag and
// Last-Modified, and 304 to a matching If-None-Match. Narrower widths (?w=) are answered before
// this route by the media-variants plugin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { media } from '../../contract/endpoints.ts';
import type { BucketMediaStorage } from '../media/bucket-storage.ts';
import { pictureTypeOf } from '../media/picture-types.ts';
import { isMediaKey } from '../media/storage.ts';
import { NOT_FOUND_BODY } from './errors.ts';
import { IMMUTABLE_CACHE_CONTROL } from './static-files.ts';

export const bucketMediaFilesPlugin = fp<{ bucket: BucketMediaStorage }>(
  async (app, { bucket }) => {
    app.get(`${media.path}*`, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const key = (request.params as { '*': string })['*'];
      const type = isMediaKey(key) ? pictureTypeOf(key) : undefined;
      if (type === undefined) return reply.code(404).send(NOT_FOUND_BODY);
      const object = await bucket.open(key, request.headers['if-none-match']);
      if (!object.found) return reply.code(404).send(NOT_FOUND_BODY);
      reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL).header('ETag', object.etag);
      if (object.notModified) return reply.code(304).send();
      return reply
        .type(type)
        .header('Content-Length', String(object.size))
        .header('Last-Modified', object.writtenAt.toUTCString())
        .send(object.body);
    });
  },
  { name: 'bucket-media-files' },
);
