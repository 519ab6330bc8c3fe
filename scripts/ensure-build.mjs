// `npm start` builds first when there is no build, or when it was made from other sources
// or other build-time settings than the present ones. A current build is served as it is,
// also where only the production dependencies are installed (`npm ci --omit=dev`).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, staleBuildReason } from './build-inputs.mjs';
import { unsupportedNodeNotice } from './node-support.mjs';

const nodeNotice = unsupportedNodeNotice(process.version);
if (nodeNotice !== undefined) console.warn(nodeNotice);

function buildToolsInstalled() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  try {
    require.resolve('vite');
    require.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

const reason = staleBuildReason(process.env);
if (reason !== null) {
  if (!buildToolsInstalled()) {
    console.error(
      `${reason}, and the build tools (dev dependencies) are not installed. ` +
        'Build with them first (npm ci && npm run build), then install for production; see README, "Run it in production".',
    );
    process.exit(1);
  }
  console.log(`${reason}: building (npm run build)...`);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
