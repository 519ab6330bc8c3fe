// What a build is made from: the source files and the build-time settings. `npm run build`
// records them beside the server bundle, and `npm start` builds again when they no longer
// match. Plain Node, no packages: it runs where only the production dependencies are installed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const SPA_INDEX = path.join(ROOT, 'dist', 'index.html');
export const SERVER_DIR = path.join(ROOT, 'dist-server');
export const SERVER_BUNDLE = path.join(SERVER_DIR, 'main.js');
export const BUILD_RECORD = path.join(SERVER_DIR, 'build.json');

/**
 * Everything either bundle is made from, the build recipe included; missing ones are skipped.
 * The server bundle refuses a file from elsewhere (scripts/bundle-server.mjs).
 */
const SOURCES = [
  'src',
  'service-worker',
  'machines',
  'server',
  'contract',
  'shared',
  'public',
  'index.html',
  'vite.config.ts',
  ...fs.readdirSync(ROOT).filter((name) => /^tsconfig.*\.json$/.test(name)),
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-inputs.mjs',
  'scripts/bundle-server.mjs',
  'scripts/precompress-assets.ts',
  'scripts/app-icons.ts',
  'scripts/service-worker-build.ts',
  // Vite reads these for the production build.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Whether a file (relative to the project, with forward slashes) is among the sources. */
export function isBuildSource(file) {
  return SOURCES.some((source) => file === source || file.startsWith(`${source}/`));
}

function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

function filesUnder(relative) {
  const absolute = path.join(ROOT, relative);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs
    .readdirSync(absolute)
    .sort()
    .flatMap((entry) => filesUnder(path.posix.join(relative, entry)));
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder)) {
    hash.update(`${file}\0${sha256(fs.readFileSync(path.join(ROOT, file)))}\0`);
  }
  return hash.digest('hex');
}

/**
 * Vite writes every VITE_* variable into the web app, and NODE_ENV chooses React's
 * production or development build (unset, Vite builds for production). Values are kept
 * as hashes: the record only has to tell whether they changed.
 */
function buildSettings(env) {
  const settings = { NODE_ENV: sha256(env.NODE_ENV || 'production') };
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_')).sort()) {
    settings[name] = sha256(env[name]);
  }
  return settings;
}

/** The inputs of a build made now, in the given environment. */
export function currentInputs(env) {
  return { sources: sourcesHash(), settings: buildSettings(env) };
}

/** Why the build on disk can't be served as it is, or null when it can. */
export function staleBuildReason(env) {
  if (![SPA_INDEX, SERVER_BUNDLE, BUILD_RECORD].every((file) => fs.existsSync(file))) return 'No complete build yet';
  const recorded = JSON.parse(fs.readFileSync(BUILD_RECORD, 'utf8'));
  const current = currentInputs(env);
  if (recorded.sources !== current.sources) return 'The sources changed since the last build';
  const names = new Set([...Object.keys(recorded.settings), ...Object.keys(current.settings)]);
  const changed = [...names].filter((name) => recorded.settings[name] !== current.settings[name]);
  if (changed.length > 0) return `Build-time settings changed since the last build (${changed.join(', ')})`;
  return null;
}
