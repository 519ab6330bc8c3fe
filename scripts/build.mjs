// `npm run build`: the web app (Vite, into dist/), the server (esbuild, into dist-server/),
// and the record of what both were made from, which `npm start` compares
// (scripts/ensure-build.mjs). Needs the dev dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { build as buildWebApp } from 'vite';
import { BUILD_RECORD, currentInputs, ROOT, SERVER_BUNDLE, SERVER_DIR } from './build-inputs.mjs';
import { bundleServer } from './bundle-server.mjs';

// Taken first: a source edited during the build makes the next start build again.
const inputs = currentInputs(process.env);
// Gone until the build is complete, so a failed one is never taken for current.
fs.rmSync(SERVER_DIR, { recursive: true, force: true });

await buildWebApp({ root: ROOT });
await bundleServer(SERVER_BUNDLE);
fs.writeFileSync(BUILD_RECORD, `${JSON.stringify(inputs, null, 2)}\n`);
console.log(`Server bundled into ${path.relative(ROOT, SERVER_BUNDLE)}`);
