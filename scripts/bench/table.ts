// Every figure of a bench run as rows of one Markdown table, printed at the end (and
// pasted into docs/benchmarks.md). Each row names the Node.js that ran it (the bench and the
// servers it starts run on the same one), so tables from different runs stay comparable.

export interface Row {
  area: string;
  case: string;
  /** SQLite or PostgreSQL, for the rows of a database. */
  database?: string;
  /** Posts in the database, for the API rows. */
  posts?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  requestsPerSecond?: number;
  /** Share of the bare Fastify ceiling measured in the same run. */
  ofCeiling?: number;
  /** Answers of a load run that were not 2xx: 4xx, 5xx, and broken connections if any. */
  failed?: { clientErrors: number; serverErrors: number; broken: number };
  /** Any other figure, already formatted. */
  value?: string;
  /** The design's budget and whether the figure meets it. */
  goal?: string;
}

const HEADER = ['area', 'case', 'database', 'posts', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'of ceiling', '4xx / 5xx', 'value', 'goal', 'node'];

const number = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? ''
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function goal(met: boolean, budget: string): string {
  return `${met ? '✓' : '✗'} ${budget}`;
}

function failedCell(failed: Row['failed']): string {
  if (!failed) return '';
  const cell = `${number(failed.clientErrors)} / ${number(failed.serverErrors)}`;
  return failed.broken > 0 ? `${cell}, ${number(failed.broken)} broken` : cell;
}

export function formatTable(rows: Row[]): string {
  const cells = rows.map((row) => [
    row.area,
    row.case,
    row.database ?? '',
    number(row.posts),
    number(row.p50, 1),
    number(row.p95, 1),
    number(row.p99, 1),
    number(row.requestsPerSecond),
    row.ofCeiling === undefined ? '' : `${number(row.ofCeiling, 2)}×`,
    failedCell(row.failed),
    row.value ?? '',
    row.goal ?? '',
    process.version,
  ]);
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...cells.map(line)].join('\n');
}
