// Contract §8: album pictures uploaded one by one ahead of the album, their default order,
// and taking one back.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Envelope } from '../../src/api/wire.ts';
import { issuedKey } from '../http/fields.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { readImageField, type ImageField } from '../media/image-upload.ts';
import { requireAuth } from '../plugins/auth.ts';
import { discardTempUpload, recordTempOrder, storeTempUpload } from '../services/temp-uploads.ts';

const ALBUM_PHOTO_FIELD: ImageField = {
  name: 'album_content',
  label: 'Foto album',
  maxKilobytes: 11_500,
  types: ['jpeg', 'png', 'gif'],
  square: { size: 1080, upscale: false },
};

const orderBody = z.object({
  album_contents: z.array(issuedKey('Foto album'), {
    error: (issue) => (issue.input === undefined ? 'Daftar foto album harus diisi' : 'Daftar foto album tidak valid'),
  }),
});

// Always answered 200: anything but a known id of the caller simply removes nothing.
const discardBody = z.object({ path: issuedKey('Foto album').optional().catch(undefined) });

export const tempUploadsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/temp/album', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const jpeg = await readImageField(request, ALBUM_PHOTO_FIELD);
    const key = await storeTempUpload(depsOf(request), sessionOf(request).user.id, jpeg);
    return reply.type('text/plain; charset=utf-8').send(key);
  });

  app.put('/temp/album', { preHandler: requireAuth('verified') }, async (request) => {
    const { album_contents } = parseInput(orderBody, request.body);
    await recordTempOrder(app.db, sessionOf(request).user.id, album_contents, app.config.now());
    return { status: true, message: 'Album order saved' } satisfies Envelope;
  });

  app.delete('/temp/album', { preHandler: requireAuth('verified') }, async (request) => {
    const { path } = parseInput(discardBody, request.body);
    if (path !== undefined) await discardTempUpload(depsOf(request), sessionOf(request).user.id, path);
    return { status: true, message: 'Upload removed' } satisfies Envelope;
  });
};
