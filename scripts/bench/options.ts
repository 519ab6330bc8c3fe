// Command-line options of `npm run bench`. Defaults run everything at the sizes of the
// design's budgets, which takes a long time (the 1M-post database alone takes minutes).
import { parseArgs } from 'node:util';

export const STAGES = ['js', 'lighthouse', 'api', 'broadcast'] as const;
export type Stage = (typeof STAGES)[number];

export interface BenchOptions {
  /** Posts per database size, one API run each. */
  sizes: number[];
  users: number;
  connections: number;
  /** Seconds per load run. */
  seconds: number;
  recipients: number;
  stages: Stage[];
}

const USAGE = `npm run bench -- [--sizes 10000,100000,1000000] [--users 1000] [--connections 50]
  [--duration 10] [--recipients 10000] [--skip ${STAGES.join(',')}]`;

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer\n${USAGE}`);
  return value;
}

export function readOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      sizes: { type: 'string', default: '10000,100000,1000000' },
      users: { type: 'string', default: '1000' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '10' },
      recipients: { type: 'string', default: '10000' },
      skip: { type: 'string', default: '' },
    },
  });
  const skipped = values.skip.split(',').filter(Boolean);
  for (const stage of skipped) {
    if (!(STAGES as readonly string[]).includes(stage)) throw new Error(`unknown stage "${stage}"\n${USAGE}`);
  }
  return {
    sizes: values.sizes.split(',').map((size) => positiveInteger('sizes', size)),
    users: positiveInteger('users', values.users),
    connections: positiveInteger('connections', values.connections),
    seconds: positiveInteger('duration', values.duration),
    recipients: positiveInteger('recipients', values.recipients),
    stages: STAGES.filter((stage) => !skipped.includes(stage)),
  };
}
