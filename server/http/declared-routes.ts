// Every API route declares its path parameters and its answers, so the OpenAPI description
// (generated from the declarations) covers the whole API. A route that does not fails the
// server's start. Routes hidden from the description (the docs page's own files) are exempt.
import type { RouteOptions } from 'fastify';

const PATH_PARAMETER = /[:*]/;

export function refuseUndeclaredRoutes(route: RouteOptions): void {
  const schema = route.schema as (RouteOptions['schema'] & { hide?: boolean }) | undefined;
  if (schema?.hide) return;
  const name = `${String(route.method)} ${route.url}`;
  if (!schema?.response) throw new Error(`route ${name} declares no answers`);
  if (PATH_PARAMETER.test(route.url) && !schema.params) throw new Error(`route ${name} declares no path parameters`);
}
