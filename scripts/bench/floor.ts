// The floor of a request (decision 144): what the server costs before a page's own work. The
// health check (no session, no limit), the cheapest signed-in request (session and limit, then
// the answer from the session alone) and a read of one indexed range query (a member's blocks),
// each ÷ the ceiling of the same run; and the server process's CPU time per request, read from
// the process itself, so figures of a busy machine still compare.
import type { ApiFixtures } from './api-fixtures.ts';
import { measureLoad, type LoadResult, type LoadSettings, type PlannedRequest } from './load.ts';
import type { ProcessProbe } from './process-probe.ts';
import { seededRandom } from './random.ts';

/** node arguments that load the probe answering the process's CPU time on PROBE_PORT. */
export const PROBE_ARGS = ['--import', './scripts/bench/process-probe.ts'];

const PLAN_LENGTH = 1000;

export interface FloorCase {
  case: string;
  plan: PlannedRequest[];
}

function signedIn(fixtures: ApiFixtures, kind: string, path: string): PlannedRequest[] {
  const random = seededRandom(20261127);
  return Array.from({ length: PLAN_LENGTH }, () => ({ kind, method: 'GET', path, token: random.pick(fixtures.tokens) }));
}

export function floorCases(fixtures: ApiFixtures): FloorCase[] {
  return [
    { case: 'floor: GET /health', plan: [{ kind: 'GET /health', method: 'GET', path: '/api/v1/health' }] },
    { case: 'floor: signed in, GET /user/account', plan: signedIn(fixtures, 'GET /user/account', '/api/v1/user/account') },
    { case: 'floor: one query, GET /blocks', plan: signedIn(fixtures, 'GET /blocks', '/api/v1/blocks') },
  ];
}

async function cpuMicros(probeUrl: string): Promise<number> {
  const response = await fetch(probeUrl);
  return ((await response.json()) as ProcessProbe).cpuMicros;
}

export interface MeasuredRun {
  result: LoadResult;
  /** The server process's user + system CPU time per answered request. */
  cpuMicrosPerRequest: number;
}

export async function measureWithCpu(
  url: string,
  probeUrl: string,
  plan: PlannedRequest[],
  settings: LoadSettings,
): Promise<MeasuredRun> {
  let before = 0;
  const result = await measureLoad(url, plan, settings, async () => {
    before = await cpuMicros(probeUrl);
  });
  const spent = (await cpuMicros(probeUrl)) - before;
  return { result, cpuMicrosPerRequest: spent / Math.max(1, result.requests) };
}

export const cpuCell = (run: MeasuredRun) => `CPU ${Math.round(run.cpuMicrosPerRequest)} µs/request`;
