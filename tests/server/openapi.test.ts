// The API describes itself: every registered route under /api/v1 declares what it takes and
// answers, and the OpenAPI document generated from those declarations is valid OpenAPI 3.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { description: string }>;
  security?: unknown[];
}
interface FieldSchema {
  type?: string;
  format?: string;
  maxLength?: number;
  description?: string;
}
interface RequestBody {
  content: Record<string, { schema: { properties: Record<string, FieldSchema> } }>;
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

  it('has the routes of the endpoint table and no other, each answering its success status', () => {
    const table = Object.values(endpoints);
    const registered = registeredRoutes()
      .filter(({ method, url }) => url.startsWith(`${API}/`) && !url.startsWith(DOCS_PAGE) && method !== 'HEAD')
      .map(({ method, url }) => `${method} ${shapeOf(url)}`);
    expect(registered.sort()).toEqual(table.map(({ method, path }) => `${method} ${shapeOf(`${API}${path}`)}`).sort());
    // The description names every parameter as the table does.
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const tabled = table.map(({ method, path }) => `${method} ${API}${path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(tabled.sort());
    for (const { method, path, status } of table) {
      const operation = document.paths[`${API}${path.replace(/:(\w+)/g, '{$1}')}`][method.toLowerCase()];
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain(String(status));
    }
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

  it('describes every request field: its type, a link as an http(s) URL, an e-mail address, lines where allowed', () => {
    const fieldsOf = (path: string, method: string) => {
      const body = document.paths[`${API}${path}`][method].requestBody as RequestBody;
      return Object.values(body.content)[0].schema.properties;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [type, { schema }] of Object.entries((operation.requestBody as RequestBody | undefined)?.content ?? {})) {
          for (const [name, field] of Object.entries(schema.properties)) {
            expect(field.type, `${method} ${path} ${type} ${name}`).toBeDefined();
          }
        }
      }
    }
    const map = fieldsOf('/emergency-mail', 'post').map;
    expect(map).toMatchObject({ type: 'string', format: 'uri', maxLength: 2048 });
    expect(map.description).toMatch(/http\(s\) URL/);
    expect(fieldsOf('/register', 'post').email).toMatchObject({ type: 'string', format: 'email' });
    expect(fieldsOf('/register', 'post').password_confirmation).toMatchObject({ type: 'string' });
    const { comment } = fieldsOf('/comment', 'post');
    const { sub_comment: reply } = fieldsOf('/sub-comment', 'post');
    for (const text of [comment, reply]) {
      expect(text).toMatchObject({ type: 'string', maxLength: 70 });
      expect(text.description).toMatch(/line breaks and tabs/);
    }
  });

  it('describes the notification items that notification_list carries as JSON text', () => {
    const answer = document.paths[`${API}/personal-user`].get.responses['200'] as unknown as {
      content: { 'application/json': { schema: { properties: { data: { properties: Record<string, unknown> } } } } };
    };
    const list = answer.content['application/json'].schema.properties.data.properties.notification_list;
    expect(list).toMatchObject({
      contentMediaType: 'application/json',
      contentSchema: { type: 'array', items: { type: 'object', required: expect.arrayContaining(['post_uuid', 'post_kind']) } },
    });
    const item = (list as { contentSchema: { items: { properties: Record<string, unknown> } } }).contentSchema.items;
    expect(Object.keys(item.properties).sort()).toEqual(
      ['accepter_content', 'created_at', 'kind', 'message', 'post_kind', 'post_uuid', 'reason', 'sender_foto_profile', 'sender_username'],
    );
    expect(item.properties.post_kind).toMatchObject({ anyOf: [{ enum: ['album', 'thread'] }, { type: 'null' }] });
  });

  it('leaves the SPA and media out', () => {
    expect(Object.keys(document.paths).every((path) => path.startsWith(`${API}/`))).toBe(true);
  });
});

describe('the docs page', () => {
  it('sends /docs to /docs/, where every file the page names loads as what it is', async () => {
    const bare = await fetch(`${server.url}${DOCS_PAGE}`, { redirect: 'manual' });
    await bare.arrayBuffer();
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`${DOCS_PAGE}/`);
    const pageUrl = new URL(bare.headers.get('location')!, server.url);
    const html = await (await fetch(pageUrl)).text();
    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, file]) => file);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const answer = await fetch(new URL(file, pageUrl));
      // Read to the end: a body left unread holds its connection open, and the server's close
      // waits for it.
      const body = await answer.arrayBuffer();
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).not.toContain('text/html');
      expect(body.byteLength, file).toBeGreaterThan(0);
    }
  });

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
