// Vite plugin: builds the service worker (service-worker/worker.ts) with Vite after the app's
// bundle is made, into dist/sw.js under a fixed name, with the list of files that make the shell
// and a version that changes with any file of the build, so browsers see every new build.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { SERVICE_WORKER_PATH } from '../contract/installable-app.ts';

const PICTURE = /\.(png|svg)$/;

/**
 * The entry chunk, everything it imports at start, every stylesheet and icon, and the pictures
 * of the public folder (the logo and the placeholder avatar), which every screen shows.
 */
function shellFiles(bundle: Rollup.OutputBundle, publicDir: string): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || files.has(fileName)) return;
    files.add(fileName);
    if (item.type === 'chunk') item.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
    if (item.type === 'asset' && (item.fileName.endsWith('.css') || PICTURE.test(item.fileName))) files.add(item.fileName);
  }
  for (const fileName of publicDir ? readdirSync(publicDir) : []) if (PICTURE.test(fileName)) files.add(fileName);
  return [...files].sort().map((fileName) => `/${fileName}`);
}

function buildVersion(bundle: Rollup.OutputBundle): string {
  const hash = createHash('sha256');
  for (const fileName of Object.keys(bundle).sort()) hash.update(`${fileName}\n`);
  return hash.digest('hex').slice(0, 16);
}

export function serviceWorker(): Plugin {
  let root = process.cwd();
  let publicDir = '';
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const result = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define: {
          __BUILD_VERSION__: JSON.stringify(buildVersion(bundle)),
          __SHELL_FILES__: JSON.stringify(shellFiles(bundle, publicDir)),
        },
        build: {
          write: false,
          minify: true,
          copyPublicDir: false,
          lib: { entry: path.join(root, 'service-worker', 'worker.ts'), formats: ['iife'], name: 'serviceWorker' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker build gave no script');
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_PATH.slice(1), source: chunk.code });
    },
  };
}
