// Builds the entry points that tests run as processes, once per test run, the way the
// production bundle is built. Each run has its own folder: runs side by side don't share one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { SERVER_BUILD_OPTIONS } from '../../scripts/bundle-server.mjs';
import type { ProcessEntry } from './process-entries.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const SOURCES: Record<ProcessEntry, string> = {
  server: 'server/main.ts',
  crashingServer: 'tests/helpers/crashing-server.ts',
  adminCli: 'server/admin-cli.ts',
  mediaCopyCli: 'server/media-copy-cli.ts',
};

export default async function buildProcessEntries(project: TestProject): Promise<() => void> {
  // Inside the project, so the built files find its packages.
  const cache = path.join(ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'test-processes-'));
  await build({
    ...SERVER_BUILD_OPTIONS,
    entryPoints: Object.entries(SOURCES).map(([out, source]) => ({ in: source, out })),
    outdir: dir,
  });
  project.provide('processEntriesDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
