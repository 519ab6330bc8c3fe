// GET /manifest.webmanifest (contract §18): the installable app's manifest, from the brand
// settings, made once at start-up.
import fp from 'fastify-plugin';
import { WEB_MANIFEST_PATH, WEB_MANIFEST_TYPE } from '../../contract/installable-app.ts';
import { webManifest } from '../pwa/web-manifest.ts';

export const webManifestPlugin = fp(
  async (app) => {
    const manifest = JSON.stringify(webManifest(app.config));
    app.get(WEB_MANIFEST_PATH, { schema: { hide: true } }, (_request, reply) =>
      reply.type(WEB_MANIFEST_TYPE).header('Cache-Control', 'no-cache').send(manifest),
    );
  },
  { name: 'web-manifest' },
);
