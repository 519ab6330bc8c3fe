// Contract §8: album pictures uploaded one by one ahead of the album, their default order,
// and taking one back.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALBUM_PHOTO_MAX_KILOBYTES, ALBUM_PHOTO_SIDE } from '../../contract/limits.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { albumPhotoForm } from '../../contract/requests.ts';
import { memberAnswers, pictureUploadAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { readImageField, type ImageField } from '../media/image-upload.ts';
import { requireAuth } from '../plugins/auth.ts';
import { discardTempUpload, recordTempOrder, storeTempUpload } from '../services/temp-uploads.ts';

const ALBUM_PHOTO_FIELD: ImageField = {
  name: 'album_content' satisfies keyof typeof albumPhotoForm.shape,
  label: 'Foto album',
  maxKilobytes: ALBUM_PHOTO_MAX_KILOBYTES,
  types: ['jpeg', 'png', 'gif'],
  square: { size: ALBUM_PHOTO_SIDE, upscale: false, keepAnimation: true },
};

const verified = requireAuth('verified');

export const tempUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.uploadTempPhoto,
    { preValidation: verified, answers: memberAnswers(pictureUploadAnswers) },
    async (request, reply) => {
      const picture = await readImageField(request, ALBUM_PHOTO_FIELD);
      const key = await storeTempUpload(depsOf(request), sessionOf(request).user.id, picture);
      return reply.type('text/plain; charset=utf-8').send(key);
    },
  );

  serveEndpoint(
    app,
    endpoints.saveTempAlbum,
    { preValidation: verified, answers: memberAnswers({}) },
    async (request, reply) => {
      await recordTempOrder(app.db, sessionOf(request).user.id, request.body.album_contents, app.config.now());
      return reply.send({ status: true, message: 'Album order saved' });
    },
  );

  serveEndpoint(
    app,
    endpoints.revertTempPhoto,
    { preValidation: verified, answers: memberAnswers({}) },
    async (request, reply) => {
      const { path } = request.body;
      if (path !== undefined) await discardTempUpload(depsOf(request), sessionOf(request).user.id, path);
      return reply.send({ status: true, message: 'Upload removed' });
    },
  );
};
