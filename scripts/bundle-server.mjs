// The server as one ES module for plain Node: server/ and what it imports from contract/ and
// shared/ (schemas, wire types, the landing view rendered for guests) bundled, every package
// left to node_modules, so the bundle needs only the production dependencies.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { isBuildSource, ROOT } from './build-inputs.mjs';

/** How server code becomes plain Node modules, for the production bundle and the tests' server processes. */
export const SERVER_BUILD_OPTIONS = {
  absWorkingDir: ROOT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.22',
  packages: 'external',
  // Stated here, not left to a tsconfig: the root one only lists project references.
  jsx: 'automatic',
  // Stack traces name the TypeScript sources (`node --enable-source-maps`).
  sourcemap: true,
  // Bundling renames clashing top-level names; class and function names stay as written.
  keepNames: true,
  logLevel: 'warning',
};

export async function bundleServer(outFile) {
  const { metafile } = await build({
    ...SERVER_BUILD_OPTIONS,
    entryPoints: ['server/main.ts'],
    outfile: outFile,
    metafile: true,
  });
  // A bundled file outside the recorded sources would not make `npm start` build again.
  const unrecorded = Object.keys(metafile.inputs).filter((file) => !isBuildSource(file));
  if (unrecorded.length > 0) {
    throw new Error(`Bundled but not among the sources of scripts/build-inputs.mjs: ${unrecorded.join(', ')}`);
  }
  // Production installs without the dev dependencies (`npm ci --omit=dev`).
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const missing = packagesImported(metafile).filter((name) => !(name in dependencies));
  if (missing.length > 0) {
    throw new Error(`The server imports packages that are not production dependencies: ${missing.join(', ')}`);
  }
}

function packagesImported(metafile) {
  const names = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((imported) => imported.external && !imported.path.startsWith('node:'))
    .map(({ path: specifier }) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'))
    .filter((name) => !builtinModules.includes(name));
  return [...new Set(names)];
}
