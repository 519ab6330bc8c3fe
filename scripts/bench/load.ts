// One HTTP load run with autocannon: a fixed number of connections kept busy for a fixed
// time, each request taking the next of a planned list in turn. Latency percentiles are
// computed from every response (autocannon's own summary has no p95), overall and per kind
// of request; answers are counted by class, so a run shows what failed and how.
import autocannon from 'autocannon';

export interface PlannedRequest {
  /** What the figures call it, e.g. "GET /post". */
  kind: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  /** Bearer token; none for an open route. */
  token?: string;
  /** JSON text. */
  body?: string;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
}

export interface KindFigures {
  kind: string;
  count: number;
  p95: number;
}

export interface LoadResult {
  /** Answers of the measured run. */
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  clientErrors: number;
  serverErrors: number;
  /** Connection errors and timeouts. */
  broken: number;
  kinds: KindFigures[];
  /** The first few failed answers, as "kind → status body". */
  failureSamples: string[];
}

/** Not measured: lets the JIT and the database's page cache settle first. */
const WARM_UP_SECONDS = 1;
const FAILURE_SAMPLES = 5;

/** Measurements in ascending order, as `percentile` reads them. */
export const sorted = (values: number[]): Float64Array => Float64Array.from(values).sort();

export function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

interface Recorder {
  durations: Map<string, number[]>;
  failureSamples: string[];
}

function run(baseUrl: string, plan: PlannedRequest[], connections: number, seconds: number, recorder?: Recorder) {
  let next = 0;
  // autocannon calls onResponse and then emits "response" for the same answer, synchronously.
  let answeredKind = '';
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const planned = plan[next++ % plan.length];
          context.kind = planned.kind;
          return {
            ...request,
            method: planned.method,
            path: planned.path,
            headers: {
              ...request.headers,
              accept: 'application/json',
              ...(planned.token && { authorization: `Bearer ${planned.token}` }),
              ...(planned.body !== undefined && { 'content-type': 'application/json' }),
            },
            body: planned.body,
          };
        },
        onResponse: (status, body, context) => {
          answeredKind = String(context.kind);
          if (recorder && status >= 400 && recorder.failureSamples.length < FAILURE_SAMPLES) {
            recorder.failureSamples.push(`${answeredKind} → ${status} ${body.slice(0, 200)}`);
          }
        },
      },
    ],
  });
  if (recorder) {
    instance.on('response', (_client, _status, _bytes, durationMs) => {
      let durations = recorder.durations.get(answeredKind);
      if (!durations) recorder.durations.set(answeredKind, (durations = []));
      durations.push(durationMs);
    });
  }
  return instance;
}

/** Load that is not measured: a fresh server's caches fill before the runs that are compared. */
export async function warmUp(baseUrl: string, plan: PlannedRequest[], settings: LoadSettings): Promise<void> {
  await run(baseUrl, plan, settings.connections, settings.seconds);
}

/** `measuring` is called once the warm-up is over, right before the measured run. */
export async function measureLoad(
  baseUrl: string,
  plan: PlannedRequest[],
  settings: LoadSettings,
  measuring: () => Promise<void> = async () => {},
): Promise<LoadResult> {
  await run(baseUrl, plan, settings.connections, WARM_UP_SECONDS);
  await measuring();
  const recorder: Recorder = { durations: new Map(), failureSamples: [] };
  const result = await run(baseUrl, plan, settings.connections, settings.seconds, recorder);
  const sorted = Float64Array.from([...recorder.durations.values()].flat()).sort();
  const kinds = [...new Set(plan.map((planned) => planned.kind))].map((kind) => {
    const durations = Float64Array.from(recorder.durations.get(kind) ?? []).sort();
    return { kind, count: durations.length, p95: percentile(durations, 0.95) };
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    clientErrors: result['4xx'],
    serverErrors: result['5xx'],
    broken: result.errors + result.timeouts,
    kinds,
    failureSamples: recorder.failureSamples,
  };
}
