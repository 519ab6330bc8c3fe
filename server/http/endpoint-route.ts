// A route's declaration from its entry in the endpoint table (contract/endpoints.ts): method,
// URL, the schemas of its path, query and body, and its answer on success beside the route's
// other answers, which depend on its guards (server/http/answers.ts); an upload route reads
// its own body (server/http/uploads.ts). The route file adds its guards and its handler.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../contract/endpoints.ts';
import * as requests from '../../contract/requests.ts';
import * as answers from '../../contract/responses.ts';
import { MULTIPART, uploadValidatorCompiler } from './uploads.ts';

type Requests = typeof requests;
type Answers = typeof answers;

/** `{ [Key]: schema }` when the endpoint names a schema for `Part`, else nothing. */
type Declared<E extends Endpoint, Part extends keyof Endpoint, Key extends string> =
  E extends Record<Part, infer Name extends keyof Requests> ? Record<Key, Requests[Name]> : unknown;

type BodyOf<E extends Endpoint> = Declared<E, 'body', 'body'> &
  (E extends { form: keyof Requests } ? Declared<E, 'form', 'body'> & { consumes: string[] } : unknown);

/** A JSON answer is its schema; another kind is described with its media type. */
type SuccessAnswer<E extends Endpoint> = E extends { answerType: string }
  ? { description: string; content: Record<string, { schema: Answers[E['answer']] }> }
  : Answers[E['answer']];

type EndpointSchema<E extends Endpoint, Others extends object> = Declared<E, 'params', 'params'> &
  Declared<E, 'query', 'querystring'> &
  BodyOf<E> & {
    summary?: string;
    response: Omit<Others, E['status']> & Record<E['status'], SuccessAnswer<E>>;
  };

function successAnswer(endpoint: Endpoint) {
  const schema = answers[endpoint.answer];
  if (endpoint.answerType) {
    const description = endpoint.answerDescription ?? schema.description ?? '';
    return { description, content: { [endpoint.answerType]: { schema } } };
  }
  return endpoint.answerDescription ? schema.describe(endpoint.answerDescription) : schema;
}

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The route's own options: its guards and hooks, and `answers`, those besides success. */
type EndpointOptions<E extends Endpoint, Others extends object> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointSchema<E, Others>,
    ZodTypeProvider
  >,
  'schema' | 'validatorCompiler'
> & { answers: Others };

type EndpointHandler<E extends Endpoint, Others extends object> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E, Others>,
  ZodTypeProvider
>;

/** Registers the endpoint's route on `app`, with the route's own options and handler. */
export function serveEndpoint<const E extends Endpoint, const Others extends object>(
  app: ZodApp,
  endpoint: E,
  { answers: others, ...options }: EndpointOptions<E, Others>,
  handler: EndpointHandler<E, Others>,
): void {
  const { method, path, params, query, body, form, status, summary } = endpoint;
  const schema = {
    ...(summary !== undefined && { summary }),
    ...(params !== undefined && { params: requests[params] }),
    ...(query !== undefined && { querystring: requests[query] }),
    ...(body !== undefined && { body: requests[body] }),
    ...(form !== undefined && { body: requests[form], consumes: MULTIPART }),
    response: { ...others, [status]: successAnswer(endpoint) },
  } as EndpointSchema<E, Others>;
  app.route<RouteGenericInterface, ContextConfigDefault, EndpointSchema<E, Others>>({
    ...options,
    method,
    url: path,
    ...(form !== undefined && { validatorCompiler: uploadValidatorCompiler }),
    schema,
    handler,
  });
}
