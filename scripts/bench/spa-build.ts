// The production build of the SPA, made into its own folder so the bench neither needs nor
// disturbs ./dist.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function buildSpa(outDir: string): void {
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface Chunk {
  file: string;
  gzipBytes: number;
}

/** The build's biggest JavaScript file, gzipped at level 9. */
export function largestChunk(outDir: string): Chunk {
  const assets = path.join(outDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length }))
    .reduce((largest, chunk) => (chunk.gzipBytes > largest.gzipBytes ? chunk : largest));
}
