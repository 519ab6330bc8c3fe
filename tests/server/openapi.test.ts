// The API describes itself: every registered route under /api/v1 declares what it takes and
// answers, and the OpenAPI document generated from those declarations is valid OpenAPI 3.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { description: string }>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const API = '/api/v1';
/** The docs page's own files, served beside the description and hidden from it. */
const DOCS_PAGE = `${API}/docs`;

let server: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startServer();
  const response = await server.request<OpenApiDocument>('GET', '/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(() => server.close());

/**
 * Every route Fastify has, as method and path, read from its route tree: each line names a
 * path segment under its parent's (four columns deeper) and the methods answered there. Where
 * routes share a segment under different parameter names, the tree joins them ("/:slug|:uuid").
 */
function registeredRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const pathAtDepth: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = [...node[1]].length / 4;
    const url = (depth > 0 ? pathAtDepth[depth - 1] : '') + node[2];
    pathAtDepth[depth] = url;
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** A path with every parameter, however named, as "{}": "/post/:uuid" and "/post/{uuid}" alike. */
const shapeOf = (path: string) => path.replace(/:\w+(\|:\w+)*|\{\w+\}/g, '{}');

describe('the API description', () => {
  it('is valid OpenAPI 3', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it('describes every route under /api/v1 with its path parameters and its answers', () => {
    const routes = registeredRoutes().filter(
      ({ method, url }) => url.startsWith(`${API}/`) && !url.startsWith(DOCS_PAGE) && method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(40);
    const described = new Map(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => [`${method.toUpperCase()} ${shapeOf(path)}`, { path, operation }]),
      ),
    );
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      const entry = described.get(`${method} ${shapeOf(url)}`);
      expect(entry, name).toBeDefined();
      const { path, operation } = entry!;
      const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, parameter]) => parameter).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), name).toEqual(pathParameters);
      const statuses = Object.keys(operation.responses);
      expect(statuses.some((status) => /^[23]/.test(status)), name).toBe(true);
      for (const status of statuses) {
        expect(operation.responses[status].description, `${name} ${status}`).not.toBe('Default Response');
      }
    }
    expect(routes.length).toBe(described.size);
  });

  it('names the request bodies and the bearer token of member routes', () => {
    const createAlbum = document.paths[`${API}/album`].post;
    expect(createAlbum.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { caption: { maxLength: 2000 } } } } },
    });
    expect(createAlbum.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[`${API}/login`].post.security).toBeUndefined();
    expect(document.paths[`${API}/temp/album`].post.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { properties: { album_content: { format: 'binary' } } } } },
    });
  });

  it('leaves the SPA and media out', () => {
    expect(Object.keys(document.paths).every((path) => path.startsWith(`${API}/`))).toBe(true);
  });
});

describe('the docs page', () => {
  it('is served with its scripts from this server', async () => {
    const page = await fetch(`${server.url}${DOCS_PAGE}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self';/);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const script = await fetch(new URL(src, `${server.url}${DOCS_PAGE}/`));
      expect(script.status, src).toBe(200);
      expect((await script.text()).length, src).toBeGreaterThan(0);
    }
  });
});
