// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  /** Per connection; a request's setupRequest and onResponse see the same object. */
  export type RequestContext = Record<string, unknown>;

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: {
      setupRequest?: (request: RawRequest, context: RequestContext) => RawRequest;
      onResponse?: (status: number, body: string, context: RequestContext, headers: Record<string, string>) => void;
    }[];
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '4xx': number;
    '5xx': number;
    requests: { total: number };
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, durationMs: number) => void,
    ): this;
  }

  export default function autocannon(options: Options): Instance;
}
