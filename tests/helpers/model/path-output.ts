// Where the path records go, for runs in Node (machine runs and views in jsdom). The browser
// project swaps this module for path-output.browser.ts (see vitest.config.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const RAW_DIR = join(process.cwd(), 'reports', 'paths', 'raw');

export async function writeRawRecord(fileName: string, json: string): Promise<void> {
  mkdirSync(RAW_DIR, { recursive: true });
  writeFileSync(join(RAW_DIR, fileName), json);
}

/** jsdom draws nothing: no picture of the screen. */
export async function captureScreen(_machine: string, _path: number, _step: number): Promise<string | null> {
  return null;
}
