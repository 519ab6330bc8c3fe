// Where the media URLs of an answer start (contract §17): MEDIA_PUBLIC_URL when it is set (a CDN
// or the bucket's public address), else /media/ on the API's public origin.
import type { FastifyRequest } from 'fastify';
import { media } from '../../contract/endpoints.ts';
import { apiOriginOf } from './api-origin.ts';

export function mediaBaseOf(request: FastifyRequest): string {
  return request.server.config.mediaPublicUrl ?? `${apiOriginOf(request)}${media.path}`;
}
