// Server processes started by tests run the entry points built once for the whole run
// (tests/helpers/process-entries.global.ts): about a second to start instead of several while
// tsx compiles the same TypeScript again in every process.
import path from 'node:path';
import { inject } from 'vitest';

export type ProcessEntry = 'server' | 'crashingServer' | 'adminCli' | 'mediaCopyCli';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's built entry points lie. */
    processEntriesDir: string;
  }
}

/** Node's arguments to run one of the entry points. */
export function nodeArgsFor(entry: ProcessEntry): string[] {
  return ['--enable-source-maps', path.join(inject('processEntriesDir'), `${entry}.js`)];
}
