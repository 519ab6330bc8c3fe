// Command-line options of `npm run bench`. Defaults run everything at the sizes of the
// design's budgets on both databases, which takes a long time (the 1M-post databases alone
// take minutes each).
import { parseArgs } from 'node:util';
import type { DatabaseKind } from './community.ts';

export const STAGES = ['js', 'lighthouse', 'api', 'balancer', 'search', 'broadcast', 'live-screen', 'live-streams', 'live-requests', 'album-post', 'media-serving', 'upload-pressure', 'moderation', 'blocks', 'push'] as const;
export type Stage = (typeof STAGES)[number];
export const DATABASES = ['sqlite', 'postgres'] as const satisfies readonly DatabaseKind[];

export interface BenchOptions {
  /** Posts per database size, one set of API runs each. */
  sizes: number[];
  users: number;
  /** Members of the search stage's community. */
  members: number;
  connections: number;
  /** Seconds per load run. */
  seconds: number;
  recipients: number;
  /** Live events timed from the write to the screen, per server setup. */
  liveEvents: number;
  /** Idle event streams held open on one process. */
  liveStreams: number;
  /** Minutes of an idle tab's clock during which its requests are counted. */
  liveMinutes: number;
  stages: Stage[];
  databases: DatabaseKind[];
}

const USAGE = `npm run bench -- [--sizes 10000,100000,1000000] [--users 1000] [--members 100000]
  [--connections 50] [--duration 10] [--recipients 10000] [--live-events 40] [--live-streams 5000]
  [--live-minutes 3] [--databases ${DATABASES.join(',')}]
  [--skip ${STAGES.join(',')}]`;

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer\n${USAGE}`);
  return value;
}

function listOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T[] {
  const items = raw.split(',').filter(Boolean);
  for (const item of items) {
    if (!(allowed as readonly string[]).includes(item)) throw new Error(`unknown ${name} "${item}"\n${USAGE}`);
  }
  return allowed.filter((item) => items.includes(item));
}

export function readOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      sizes: { type: 'string', default: '10000,100000,1000000' },
      users: { type: 'string', default: '1000' },
      members: { type: 'string', default: '100000' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '10' },
      recipients: { type: 'string', default: '10000' },
      'live-events': { type: 'string', default: '40' },
      'live-streams': { type: 'string', default: '5000' },
      'live-minutes': { type: 'string', default: '3' },
      databases: { type: 'string', default: DATABASES.join(',') },
      skip: { type: 'string', default: '' },
    },
  });
  const skipped = listOf('stage', values.skip, STAGES);
  const databases = listOf('database', values.databases, DATABASES);
  if (databases.length === 0) throw new Error(`--databases names none\n${USAGE}`);
  return {
    sizes: values.sizes.split(',').map((size) => positiveInteger('sizes', size)),
    users: positiveInteger('users', values.users),
    members: positiveInteger('members', values.members),
    connections: positiveInteger('connections', values.connections),
    seconds: positiveInteger('duration', values.duration),
    recipients: positiveInteger('recipients', values.recipients),
    liveEvents: positiveInteger('live-events', values['live-events']),
    liveStreams: positiveInteger('live-streams', values['live-streams']),
    liveMinutes: positiveInteger('live-minutes', values['live-minutes']),
    stages: STAGES.filter((stage) => !skipped.includes(stage)),
    databases,
  };
}
