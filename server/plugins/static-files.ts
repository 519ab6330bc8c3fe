// Files that are not API answers: uploaded media under /media (from DATA_DIR/media, or from the
// bucket; none with MEDIA_PUBLIC_URL, whose host serves them), and the built SPA (from
// dist/, when it exists) with its page (server/spa-pages.ts) answering every other GET path.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { media } from '../../contract/endpoints.ts';
import type { SpaPages } from '../spa-pages.ts';
import { bucketMediaFilesPlugin } from './bucket-media-files.ts';
import { NOT_FOUND_BODY } from './errors.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** For files whose name changes whenever their content does (hashed assets, stored media). */
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

function isSpaPath(url: string): boolean {
  return !/^\/(api|media)(\/|$|\?)/.test(url);
}

function isLandingPath(url: string): boolean {
  return /^\/(\?|$)/.test(url);
}

export const staticFilesPlugin = fp<{ pages: SpaPages | null }>(
  async (app, { pages }) => {
    const { mediaDir, distDir, mediaPublicUrl } = app.config;
    if (app.mediaBucket !== null) {
      if (mediaPublicUrl === undefined) await app.register(bucketMediaFilesPlugin, { bucket: app.mediaBucket });
    } else {
      fs.mkdirSync(mediaDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: mediaDir,
        prefix: media.path,
        decorateReply: false,
        index: false,
        // Every stored file gets a new random key and is never rewritten under it.
        maxAge: ONE_YEAR_SECONDS * 1000,
        immutable: true,
      });
    }

    if (pages !== null) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        // Folders and index.html fall through to the not-found handler, which answers the
        // page rendered with the runtime configuration.
        allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== '/index.html',
        // The build writes .br and .gz beside each text asset (scripts/precompress-assets.ts).
        preCompressed: true,
        // Hashed build assets never change; other files keep their name across builds.
        setHeaders(reply, filePath) {
          const cacheControl = filePath.includes(HASHED_ASSETS) ? IMMUTABLE_CACHE_CONTROL : 'no-cache';
          reply.header('Cache-Control', cacheControl);
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      // HEAD as GET: monitors and link checkers ask with HEAD (Node leaves the body out).
      if (pages !== null && (request.method === 'GET' || request.method === 'HEAD') && isSpaPath(request.url)) {
        const page = isLandingPath(request.url) && pages.landing !== null ? pages.landing : pages.index;
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
      }
      return reply.code(404).send(NOT_FOUND_BODY);
    });
  },
  { name: 'static-files' },
);
