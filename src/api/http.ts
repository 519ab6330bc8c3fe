// The one HTTP client for the API: calls an endpoint of the table (contract/endpoints.ts) by
// name, adds the session's bearer token, turns every failure into an ApiFailure, and tells the
// session of a 401 so it can end cleanly wherever it happens. A write is refused while the
// browser is offline (offline-writes.ts), failing as an unreachable server does; every call
// reports whether the server was reached (connection-signals.ts). In development and tests each answer is
// checked against its schema (answer-check.ts), so a server and an SPA that drift apart fail
// at once; a production build trusts the server, which checks its own answers, and so ships
// neither zod nor the schemas (decision 090) and spends no time per answer.
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { pathOf } from '../../contract/endpoint-path.ts';
import { endpoints, type Endpoint, type EndpointName } from '../../contract/endpoints.ts';
import { readRetryAfter, suspensionOf, type ApiFailure } from '../../contract/failure.ts';
import type { AnswerOf, BodyOf, FormOf, ParamsOf, QueryOf } from '../../contract/wire.ts';
import { KEPT_COPY_HEADER } from '../../contract/installable-app.ts';
import { API_BASE } from './api-base.ts';
import { reportConnection } from './connection-signals.ts';
import { isOffline, OFFLINE_FAILURE } from './offline-writes.ts';

/** What the client needs of the session, which owns the token. */
export interface SessionLink {
  /** The token to send, or null when signed out. */
  token: () => string | null;
  /** An authenticated call answered 401: the token is no longer valid; `because`: a suspension's text, or null. */
  unauthenticated: (because: string | null) => void;
}

let session: SessionLink = { token: () => null, unauthenticated: () => {} };

/** The app links its session once at start-up; until then calls go without a token. */
export function linkSession(link: SessionLink): void {
  session = link;
}

/** A part of a call: required when the endpoint has it and it can't be empty, absent when it has none. */
type Part<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : object extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** Path parameters may be given as numbers (ids); each is sent as one encoded segment. */
type PathValues<Name extends EndpointName> = [ParamsOf<Name>] extends [never]
  ? never
  : { [Parameter in keyof ParamsOf<Name>]: string | number };

type CallInput<Name extends EndpointName> = Part<'params', PathValues<Name>> &
  Part<'query', QueryOf<Name>> &
  Part<'body', BodyOf<Name>> &
  Part<'form', FormOf<Name>> & { signal?: AbortSignal; headers?: Record<string, string> };

type CallArguments<Name extends EndpointName> = object extends CallInput<Name>
  ? [input?: CallInput<Name>]
  : [input: CallInput<Name>];

const client = ofetch.create({
  baseURL: API_BASE,
  retry: 0,
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    const token = session.token();
    if (token && !options.headers.has('Authorization')) options.headers.set('Authorization', `Bearer ${token}`);
  },
  // Any answer of the server, an error too; not the service worker's kept copy.
  onResponse({ response }) {
    reportConnection(response.headers.has(KEPT_COPY_HEADER) ? 'unreachable' : 'reached');
  },
});

function toFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError && error.response) {
    const retryAfterSeconds = readRetryAfter(error.response.headers.get('Retry-After'), new Date());
    return { status: error.response.status, body: error.data ?? null, ...(retryAfterSeconds !== null && { retryAfterSeconds }) };
  }
  return { status: 0, body: null };
}

function formData(fields: Record<string, File>): FormData {
  const form = new FormData();
  for (const [name, file] of Object.entries(fields)) form.append(name, file, file.name);
  return form;
}

async function send(endpoint: Endpoint, input: object): Promise<unknown> {
  const { params, query, body, form, signal, headers } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
    form?: Record<string, File>;
  } & Pick<FetchOptions, 'signal' | 'headers'>;
  const options: FetchOptions<'json' | 'text'> = {
    method: endpoint.method,
    query,
    body: form ? formData(form) : body,
    signal,
    headers,
    responseType: endpoint.answerType === 'text/plain' ? 'text' : 'json',
  };
  const isWrite = endpoint.method !== 'GET';
  if (isWrite && isOffline()) {
    reportConnection('writeRefused');
    throw OFFLINE_FAILURE;
  }
  try {
    return await client(pathOf(endpoint.path, params), options);
  } catch (error) {
    const failure = toFailure(error);
    // No answer, and not because the caller gave up: the network did not carry the request.
    const unreached = failure.status === 0 && !signal?.aborted;
    if (unreached) reportConnection('unreachable');
    if (isWrite && unreached) reportConnection('writeRefused');
    // Only a signed-in session ends (a wrong password on the login screen answers 401 too).
    if (failure.status === 401 && session.token()) session.unauthenticated(suspensionOf(failure.body));
    throw failure;
  }
}

/** Calls the endpoint `name` with what it takes; resolves to its answer, rejects with an ApiFailure. */
export async function call<Name extends EndpointName>(name: Name, ...[input]: CallArguments<Name>): Promise<AnswerOf<Name>> {
  const answer = await send(endpoints[name], input ?? {});
  if (import.meta.env.DEV) (await import('./answer-check.ts')).checkAnswer(name, answer);
  return answer as AnswerOf<Name>;
}
