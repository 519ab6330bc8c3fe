// One HTTP load run with autocannon: a fixed number of connections kept busy for a fixed
// time, each request taking the next path and token in turn. Latency percentiles are
// computed from every response (autocannon's own summary has no p95).
import autocannon from 'autocannon';

export interface LoadTarget {
  method: 'GET' | 'PUT';
  /** Used in turn, request by request. */
  paths: string[];
  /** Bearer tokens used in turn; none for an open route. */
  tokens: string[];
}

export interface LoadSettings {
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts: any of them makes the figures suspect. */
  failures: number;
}

/** Not measured: lets the JIT and the database's page cache settle first. */
const WARM_UP_SECONDS = 1;

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function rotating<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length];
}

function run(baseUrl: string, target: LoadTarget, connections: number, seconds: number, durations?: number[]) {
  const nextPath = rotating(target.paths);
  const nextToken = target.tokens.length > 0 ? rotating(target.tokens) : undefined;
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: target.method,
          path: nextPath(),
          headers: { ...request.headers, accept: 'application/json', ...(nextToken && { authorization: `Bearer ${nextToken()}` }) },
        }),
      },
    ],
  });
  if (durations) instance.on('response', (_client, _status, _bytes, durationMs) => durations.push(durationMs));
  return instance;
}

export async function measureLoad(baseUrl: string, target: LoadTarget, settings: LoadSettings): Promise<LoadResult> {
  await run(baseUrl, target, settings.connections, WARM_UP_SECONDS);
  const durations: number[] = [];
  const result = await run(baseUrl, target, settings.connections, settings.seconds, durations);
  const sorted = Float64Array.from(durations).sort();
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
