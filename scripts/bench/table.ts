// Every figure of a bench run as rows of one Markdown table, printed at the end (and
// pasted into docs/benchmarks.md).

export interface Row {
  area: string;
  case: string;
  /** Posts in the database, for the API rows. */
  posts?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  requestsPerSecond?: number;
  /** Share of the bare Fastify ceiling measured in the same run. */
  ofCeiling?: number;
  /** Any other figure, already formatted. */
  value?: string;
  /** The design's budget and whether the figure meets it. */
  goal?: string;
}

const HEADER = ['area', 'case', 'posts', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'of ceiling', 'value', 'goal'];

const number = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? ''
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function goal(met: boolean, budget: string): string {
  return `${met ? '✓' : '✗'} ${budget}`;
}

export function formatTable(rows: Row[]): string {
  const cells = rows.map((row) => [
    row.area,
    row.case,
    number(row.posts),
    number(row.p50, 1),
    number(row.p95, 1),
    number(row.p99, 1),
    number(row.requestsPerSecond),
    row.ofCeiling === undefined ? '' : `${number(row.ofCeiling, 2)}×`,
    row.value ?? '',
    row.goal ?? '',
  ]);
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...cells.map(line)].join('\n');
}
