// An SPA on another origin than the API (the original client, or ours hosted apart), with
// API_URL unset: media URLs name the origin the API was reached at, so pictures load, and the
// OTP mail's link the address the connection reached (never a header the client wrote), so the
// link verifies; CORS lets APP_URL, and only it, call the API. An origin read from one request's
// Host never reaches the answer to another, and API_URL, when set, wins.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalUserResponse, PostsResponse } from '../../contract/wire.ts';
import { postAlbum } from '../helpers/album-uploads.ts';
import { fileForm, solidImage } from '../helpers/images.ts';
import { linkFromMail, startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const SPA = 'http://spa.test';

/** APP_URL http://spa.test, API_URL unset, the API at http://127.0.0.1:<port>. */
let api: TestServer;
/** The same, behind a balancer at 127.0.0.1 (TRUST_PROXY). */
let balanced: TestServer;
/** API_URL http://api.test. */
let configured: TestServer;

beforeAll(async () => {
  [api, balanced, configured] = await Promise.all([
    startServer({ appUrl: SPA, apiUrl: undefined }),
    startServer({ appUrl: 'https://fans.example', apiUrl: undefined, trustedProxies: ['127.0.0.1'] }),
    startServer({ appUrl: SPA }),
  ]);
});
afterAll(() => Promise.all([api, balanced, configured].map((server) => server?.close())));

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with headers fetch would not send as given (Host, X-Forwarded-*). */
function rawGet(server: TestServer, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

/** Registers a member with headers fetch would not send as given; returns the mail's OTP link. */
async function verifyLinkAfterRegistering(server: TestServer, headers: Record<string, string>): Promise<string> {
  const { hostname, port } = new URL(server.url);
  const username = `tamu_${Math.random().toString(36).slice(2, 10)}`;
  const body = JSON.stringify({
    first_name: 'Tamu',
    last_name: 'Asing',
    username,
    email: `${username}@example.com`,
    password: 'rahasia123',
    password_confirmation: 'rahasia123',
  });
  const status = await new Promise<number>((resolve, reject) => {
    http
      .request({ hostname, port, path: '/api/v1/register', method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject)
      .end(body);
  });
  expect(status).toBe(201);
  return linkFromMail(server.lastMailTo(`${username}@example.com`), /verify-otp/);
}

async function avatarOf(server: TestServer, user: RegisteredUser, headers: Record<string, string> = {}): Promise<string> {
  const me = await rawGet(server, '/api/v1/personal-user', { Authorization: `Bearer ${user.token}`, ...headers });
  expect(me.status).toBe(200);
  return (JSON.parse(me.body) as PersonalUserResponse).data.foto_profile!;
}

async function uploadAvatar(server: TestServer, user: RegisteredUser): Promise<void> {
  const form = fileForm('foto_profile', await solidImage('png', 300, 300), 'cropped_image.jpg', 'image/jpeg');
  const response = await server.request('POST', '/profile/avatar?_method=PUT', { token: user.token, form });
  expect(response.status).toBe(200);
}

describe('an SPA on another origin, API_URL unset', () => {
  it('gets a mail link to the API itself, which verifies and sends the member back to the SPA', async () => {
    const response = await api.request<{ token: string }>('POST', '/register', {
      headers: { Origin: SPA },
      body: {
        first_name: 'Sari',
        last_name: 'Lestari',
        username: 'sari_jauh',
        email: 'sari.jauh@example.com',
        password: 'rahasia123',
        password_confirmation: 'rahasia123',
      },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA);

    const link = linkFromMail(api.lastMailTo('sari.jauh@example.com'), /verify-otp/);
    expect(link).toMatch(new RegExp(`^${api.url}/api/v1/verify-otp/[^/]+/\\d{6}$`));
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`${SPA}/auth/verification/success`);
    const me = await api.request<PersonalUserResponse>('GET', '/personal-user', { token: response.body.token });
    expect(me.body.data.email_verified_at).not.toBeNull();
  });

  it('never builds the mail link on a Host or X-Forwarded-Host the client wrote', async () => {
    const forgedHeaders: Record<string, string>[] = [{ Host: 'attacker.example' }, { 'X-Forwarded-Host': 'attacker.example' }];
    for (const headers of forgedHeaders) {
      expect(await verifyLinkAfterRegistering(api, headers)).toMatch(new RegExp(`^${api.url}/api/v1/verify-otp/`));
    }
    // Behind a listed balancer too, which passes the client's Host on as it came.
    const forged = { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example', 'X-Forwarded-Proto': 'https' };
    expect(await verifyLinkAfterRegistering(balanced, forged)).toMatch(new RegExp(`^${balanced.url}/api/v1/verify-otp/`));
    expect(await verifyLinkAfterRegistering(balanced, { Host: 'fans.example' })).toMatch(/^https:\/\/fans\.example\/api\/v1\/verify-otp\//);
  });

  it('gets media URLs on the API origin, which load from the SPA origin', async () => {
    const user = await api.verifiedUser();
    await uploadAvatar(api, user);
    const album = await postAlbum(api, user.token);

    const avatar = await avatarOf(api, user);
    expect(avatar).toMatch(new RegExp(`^${api.url}/media/avatar/[A-Za-z0-9]+\\.jpg$`));
    const photo = album.contents[0].content;
    expect(photo).toMatch(new RegExp(`^${api.url}/media/album/[A-Za-z0-9]+\\.jpg$`));
    for (const url of [avatar, photo, `${photo}?w=360`]) {
      const picture = await fetch(url);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      // An <img> on the SPA's origin may show it.
      expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('lets APP_URL, and no other origin, call the API, resume the event stream included', async () => {
    const preflight = await fetch(`${api.url}/api/v1/stream`, {
      method: 'OPTIONS',
      headers: {
        Origin: SPA,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,last-event-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SPA);
    const listed = (name: string) => preflight.headers.get(name)?.split(/,\s*/);
    expect(listed('access-control-allow-headers')).toEqual(['Authorization', 'Content-Type', 'Accept', 'Last-Event-ID']);
    expect(listed('access-control-allow-methods')).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']);

    const other = await api.request('GET', '/health', { headers: { Origin: 'http://elsewhere.test' } });
    expect(other.headers.get('access-control-allow-origin')).not.toBe('http://elsewhere.test');
  });

  it('names the origin each request came to, and keeps one request\'s Host out of the answers to others', async () => {
    const user = await api.verifiedUser();
    await uploadAvatar(api, user);
    await postAlbum(api, user.token);
    const auth = { Authorization: `Bearer ${user.token}` };
    const feedPhoto = async (headers: Record<string, string>) => {
      const feed = await rawGet(api, '/api/v1/post', { ...auth, ...headers });
      return (JSON.parse(feed.body) as PostsResponse).posts[0].album!.contents[0].content;
    };

    const port = new URL(api.url).port;
    expect(await feedPhoto({ Host: `localhost:${port}` })).toMatch(new RegExp(`^http://localhost:${port}/media/album/`));
    expect(await feedPhoto({ Host: 'evil.example' })).toMatch(/^http:\/\/evil\.example\/media\/album\//);
    // The feed's kept items are kept per origin: the next member gets the server's own.
    expect(await feedPhoto({})).toMatch(new RegExp(`^${api.url}/media/album/`));
    // Not a host: APP_URL, as before.
    expect(await avatarOf(api, user, { Host: 'evil.example/x?' })).toMatch(new RegExp(`^${SPA}/media/avatar/`));
    // A balancer's X-Forwarded-* headers count only from an address in TRUST_PROXY.
    expect(await avatarOf(api, user, { 'X-Forwarded-Host': 'evil.example' })).toMatch(new RegExp(`^${api.url}/media/`));
  });

  it('behind a listed balancer, reads X-Forwarded-Host and -Proto; at APP_URL\'s host, stays on APP_URL', async () => {
    const user = await balanced.verifiedUser();
    await uploadAvatar(balanced, user);
    const forwarded = { 'X-Forwarded-Host': 'api.fans.example', 'X-Forwarded-Proto': 'https' };
    expect(await avatarOf(balanced, user, forwarded)).toMatch(/^https:\/\/api\.fans\.example\/media\/avatar\//);
    // A balancer ending TLS without saying so: APP_URL's https is kept.
    expect(await avatarOf(balanced, user, { Host: 'fans.example' })).toMatch(/^https:\/\/fans\.example\/media\/avatar\//);
  });
});

describe('API_URL set', () => {
  it('is the origin of media URLs and the mail link, whatever the Host', async () => {
    const user = await configured.verifiedUser();
    expect(linkFromMail(configured.lastMailTo(user.input.email), /verify-otp/)).toMatch(/^http:\/\/api\.test\/api\/v1\//);
    await uploadAvatar(configured, user);
    expect(await avatarOf(configured, user, { Host: 'evil.example' })).toMatch(/^http:\/\/api\.test\/media\/avatar\//);
  });
});
