// Conventions of contract §1 that hold for every route: health, 404, malformed input,
// CORS, logging hygiene.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableUrl } from '../../server/http/request-log.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /health', () => {
  it('answers 200 while the database is reachable', async () => {
    const response = await server.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await startServer();
    try {
      await broken.app.db.destroy();
      const response = await broken.request('GET', '/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: false });
    } finally {
      await broken.close();
    }
  });
});

describe('client mistakes', () => {
  it('answers unknown API routes with the JSON 404', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v2/health', '/api']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: false, message: 'Not found' });
    }
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await server.request('POST', '/login', {
      headers: { 'Content-Type': 'application/json' },
      rawBody: '{"user_mail": "a",',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, message: 'Malformed JSON body' });
  });

  it('answers an unsupported content type with 415, not 500', async () => {
    const response = await server.request('POST', '/login', {
      headers: { 'Content-Type': 'application/xml' },
      rawBody: '<login/>',
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ status: false, message: 'Unsupported Media Type' });
  });

  it('refuses prototype poisoning in JSON bodies as malformed', async () => {
    const response = await server.request('POST', '/login', {
      headers: { 'Content-Type': 'application/json' },
      rawBody: '{"user_mail":"x","password":"y","__proto__":{"admin":true}}',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, message: 'Malformed JSON body' });
  });
});

describe('CORS', () => {
  it('answers the preflight for the SPA origin', async () => {
    const response = await fetch(`${server.url}/api/v1/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://spa.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://spa.test');
    const methods = response.headers.get('access-control-allow-methods') ?? '';
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) expect(methods).toContain(method);
    const headers = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'accept']) expect(headers).toContain(header);
  });

  it('names the SPA origin on ordinary answers', async () => {
    const response = await fetch(`${server.url}/api/v1/health`, { headers: { Origin: 'http://spa.test' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://spa.test');
  });
});

describe('request log', () => {
  it('masks the secrets carried in paths', () => {
    expect(loggableUrl('/api/v1/verify-otp/ref123/654321')).toBe('/api/v1/verify-otp/[redacted]');
    expect(loggableUrl('/api/v1/reset-password/tok/a%40b.c?x=1')).toBe('/api/v1/reset-password/[redacted]?x=[redacted]');
    expect(loggableUrl('/api/v1/reset-password')).toBe('/api/v1/reset-password');
    expect(loggableUrl('/api/v1/user/profile/aldi')).toBe('/api/v1/user/profile/aldi');
  });

  it('masks the value of every query parameter no route declares', () => {
    expect(loggableUrl('/api/v1/stream?token=abc123&access_token=def')).toBe('/api/v1/stream?token=[redacted]&access_token=[redacted]');
    expect(loggableUrl('/api/v1/find-user?user_keyword=sari&fetch_all=1')).toBe('/api/v1/find-user?user_keyword=sari&fetch_all=1');
    expect(loggableUrl('/media/album/a.jpg?w=360&%ZZ=1')).toBe('/media/album/a.jpg?w=360&%ZZ=[redacted]');
  });
});
