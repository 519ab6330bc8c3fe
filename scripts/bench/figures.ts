// A load run's figures as a table row, and the one budget every run has: no failed answer.
import type { LoadResult } from './load.ts';
import { goal, type Row } from './table.ts';

export const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export type RunRow = Row & Required<Pick<Row, 'p95' | 'p99' | 'requestsPerSecond'>>;

/** Every 4xx counts: the plans only send requests that must succeed. */
export function answeredAll(result: LoadResult): boolean {
  return result.clientErrors === 0 && result.serverErrors === 0 && result.broken === 0;
}

export const NO_FAILURE_GOAL = '0 4xx, 0 5xx';

export function runRow(fields: Pick<Row, 'area' | 'case' | 'database' | 'posts'>, result: LoadResult, ceiling: number): RunRow {
  return {
    ...fields,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    requestsPerSecond: result.requestsPerSecond,
    ofCeiling: result.requestsPerSecond / ceiling,
    failed: { clientErrors: result.clientErrors, serverErrors: result.serverErrors, broken: result.broken },
    goal: goal(answeredAll(result), NO_FAILURE_GOAL),
  };
}

/** p95 per kind of request, e.g. "GET /post 3.1 · PUT /like/{uuid} 9.0". */
export function kindsCell(result: LoadResult): string {
  return `p95 by kind: ${result.kinds.map((kind) => `${kind.kind} ${kind.p95.toFixed(1)}`).join(' · ')}`;
}
