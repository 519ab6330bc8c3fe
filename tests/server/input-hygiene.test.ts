// Text input (contract §1): control characters in any text field, path or query parameter are
// refused with 400 or 404, never 500, and reach no database; line breaks only go into texts
// written in a text area; ordinary text (Indonesian, emoji, line breaks where they belong)
// still goes in. The routes are those of the endpoint table, so a new one is covered too.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints } from '../../contract/endpoints.ts';
import type { SinglePostResponse } from '../../contract/wire.ts';
import { postAlbum, uploadPhoto } from '../helpers/album-uploads.ts';
import { fileForm, solidImage } from '../helpers/images.ts';
import { postThread, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestResponse, type TestServer } from '../helpers/server.ts';

const NOT_FOUND = { status: false, message: 'Not found' };
const TOKEN_NOT_VALID = { status: false, message: 'Token not valid' };
const BAD_REQUEST = { status: false, message: 'Bad Request' };
const VERIFICATION_FAILED = 'http://spa.test/auth/verification/failed';
/** The refusal of text no database keeps (NUL, unpaired surrogates) anywhere in a JSON body or a query. */
const UNUSABLE_INPUT = 'Isian berisi karakter yang tidak diizinkan';

const forbidden = (label: string) => `${label} berisi karakter yang tidak diizinkan`;
const singleLine = (label: string) => `${label} harus satu baris`;

/** C0 and C1 controls, DEL and unpaired UTF-16 surrogates, by name. */
const CONTROL_CHARS: [string, string][] = [
  ['NUL', '\u0000'],
  ['SOH', '\u0001'],
  ['BS', '\u0008'],
  ['VT', '\u000b'],
  ['FF', '\u000c'],
  ['ESC', '\u001b'],
  ['US', '\u001f'],
  ['DEL', '\u007f'],
  ['NEL', '\u0085'],
  ['CSI', '\u009b'],
  ['high surrogate', '\ud800'],
  ['low surrogate', '\udfff'],
];
const UNSTORABLE = new Set(['\u0000', '\ud800', '\udfff']);
const LINE_BREAKS: [string, string][] = [
  ['LF', '\n'],
  ['CR', '\r'],
  ['CRLF', '\r\n'],
  ['LS', '\u2028'],
  ['PS', '\u2029'],
];
/** What a URL can carry: controls, tab and line breaks (an unpaired surrogate cannot be percent-encoded). */
const URL_CHARS: [string, string][] = [
  ['NUL', '\u0000'],
  ['SOH', '\u0001'],
  ['TAB', '\t'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['DEL', '\u007f'],
  ['NEL', '\u0085'],
  ['LS', '\u2028'],
];
/** Percent-encoding that is no UTF-8 at all: a surrogate's bytes, a cut-off sequence. */
const UNDECODABLE_SEGMENTS = ['%ED%A0%80', '%E0%A4%A'];

// ---------------------------------------------------------------- the routes, from the endpoint table

interface Route {
  method: string;
  url: string;
  params: string[];
}

const ROUTES: Route[] = Object.values(endpoints).map(({ method, path }) => ({
  method,
  url: path,
  params: [...path.matchAll(/:(\w+)/g)].map((match) => match[1]),
}));
const routeName = (route: Route) => `${route.method} ${route.url}`;

/** Query parameters routes read; every route also gets one it does not read. */
const READ_QUERY: Record<string, string[]> = {
  'GET /find-user': ['user_keyword', 'fetch_all'],
  'GET /post/expand': ['post_filter'],
  'POST /album': ['reorder'],
  'POST /profile/avatar': ['_method'],
};

/** Routes answering an unusable URL in their contract's own words. */
const OWN_URL_ANSWERS: Record<string, (response: TestResponse) => void> = {
  'GET /verify-otp/:ref/:code': (response) => {
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(VERIFICATION_FAILED);
  },
  'POST /reset-password/:token/:email': (response) => {
    expect(response.status).toBe(404);
    expect(response.body).toEqual(TOKEN_NOT_VALID);
  },
};

// ---------------------------------------------------------------- server, people and posts

let server: TestServer;
let owner: RegisteredUser;
let unverified: RegisteredUser;
let thread: PostRef;
let album: { slug: string; uuid: string; post_id: number };
let commentId: number;
let photoId: number;
let verifyRef: string;
let waitingUpload: string;

beforeAll(async () => {
  server = await startServer();
  owner = await server.verifiedUser({ username: 'pemilik' });
  unverified = await server.registerUser({ username: 'belum' });
  thread = await postThread(server, owner.token, 'Thread pertama');
  album = await postAlbum(server, owner.token, { photos: 2 });
  const comment = await server.request<{ data: { comment_id: number } }>('POST', '/comment', {
    token: owner.token,
    body: { comment: 'Komentar pertama', post_id: thread.post_id },
  });
  commentId = comment.body.data.comment_id;
  const photo = await server.app.db
    .selectFrom('album_photos')
    .select('id')
    .where('post_id', '=', album.post_id)
    .executeTakeFirstOrThrow();
  photoId = photo.id;
  const user = await server.app.db
    .selectFrom('users')
    .select('verify_ref')
    .where('username', '=', unverified.input.username)
    .executeTakeFirstOrThrow();
  verifyRef = user.verify_ref;
  waitingUpload = await uploadPhoto(server, owner.token);
});
afterAll(() => server.close());

/** Real values for path parameters, so that without the refusal the lookup would run. */
function realParam(name: string): string {
  const values: Record<string, () => string> = {
    uuid: () => thread.uuid,
    slug: () => album.slug,
    post_id: () => String(thread.post_id),
    id: () => String(commentId),
    photo_id: () => String(photoId),
    username: () => owner.input.username,
    email: () => owner.input.email,
    token: () => 'token',
    ref: () => verifyRef,
    code: () => '123456',
  };
  return (values[name] ?? (() => 'x'))();
}

function urlOf(route: Route, value: (param: string) => string): string {
  return route.url.replace(/:(\w+)/g, (_match, param: string) => value(param));
}

// The content of the database, less what every request moves (token use, rate limits, events).
const CONTENT_TABLES = [
  'users',
  'otp_codes',
  'password_resets',
  'posts',
  'threads',
  'albums',
  'album_photos',
  'likes',
  'comments',
  'sub_comments',
  'notifications',
  'temp_uploads',
  'emergency_quotas',
  'emergency_broadcasts',
  'emergency_deliveries',
];

async function databaseContent(): Promise<Record<string, string[]>> {
  const content: Record<string, string[]> = {};
  for (const table of CONTENT_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(server.app.db);
    content[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  const tokens = await server.app.db.selectFrom('access_tokens').select(['id', 'user_id', 'token_hash']).execute();
  content.access_tokens = tokens.map((row) => JSON.stringify(row)).sort();
  return content;
}

/** Runs `attempts` and checks that the database content is the same afterwards. */
async function changingNothing(attempts: () => Promise<void>): Promise<void> {
  const before = await databaseContent();
  await attempts();
  expect(await databaseContent()).toEqual(before);
}

function expectFieldRefusal(response: TestResponse, field: string, message: string, context: string): void {
  expect(response.status, context).toBe(400);
  const errors = (response.body as { validation_errors?: Record<string, string[]> }).validation_errors;
  expect(Object.keys(errors ?? {}), context).toEqual([field]);
  expect(errors?.[field][0], context).toBe(message);
}

// ---------------------------------------------------------------- paths and queries

describe('the routes of the endpoint table', () => {
  it('are all registered under the API prefix', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    for (const route of ROUTES) {
      expect(server.app.hasRoute({ method: route.method, url: `${API_PREFIX}${route.url}` }), routeName(route)).toBe(true);
    }
  });
});

describe('control characters in a path parameter', () => {
  for (const route of ROUTES.filter((candidate) => candidate.params.length > 0)) {
    it(`${routeName(route)}: 404, or the route's own refusal`, async () => {
      const check = OWN_URL_ANSWERS[routeName(route)] ?? ((response: TestResponse) => {
        expect(response.status).toBe(404);
        expect(response.body).toEqual(NOT_FOUND);
      });
      await changingNothing(async () => {
        for (const param of route.params) {
          for (const [name, char] of URL_CHARS) {
            const url = urlOf(route, (each) =>
              each === param ? encodeURIComponent(`${realParam(each)}${char}`) : encodeURIComponent(realParam(each)),
            );
            const response = await server.request(route.method, url, { token: owner.token });
            expect(response.status, `${param} with ${name}`).not.toBe(500);
            check(response);
          }
          for (const segment of UNDECODABLE_SEGMENTS) {
            const url = urlOf(route, (each) => (each === param ? `x${segment}` : encodeURIComponent(realParam(each))));
            const response = await server.request(route.method, url, { token: owner.token });
            expect(response.status, `${param} as ${segment}`).toBe(400);
            expect(response.body).toEqual(BAD_REQUEST);
          }
        }
      });
    });
  }
});

describe('control characters in a query parameter', () => {
  for (const route of ROUTES) {
    const names = ['probe', ...(READ_QUERY[`${route.method} ${route.url}`] ?? [])];
    it(`${routeName(route)}: 400 under the parameter (${names.join(', ')})`, async () => {
      const own = OWN_URL_ANSWERS[routeName(route)];
      await changingNothing(async () => {
        for (const name of names) {
          for (const [charName, char] of URL_CHARS) {
            const url = `${urlOf(route, () => 'x')}?${name}=${encodeURIComponent(`a${char}b`)}`;
            const response = await server.request(route.method, url, { token: owner.token });
            if (own) {
              own(response);
              continue;
            }
            expectFieldRefusal(response, name, UNUSABLE_INPUT, `${name} with ${charName}`);
          }
        }
        const badName = await server.request(route.method, `${urlOf(route, () => 'x')}?a%00b=1`, { token: owner.token });
        if (own) own(badName);
        else expectFieldRefusal(badName, 'query', UNUSABLE_INPUT, 'a parameter name with NUL');
      });
    });
  }
});

// ---------------------------------------------------------------- JSON bodies, field by field

/**
 * line: one line of text; text-area: lines allowed; issued-key: an id the server gave out;
 * number: a count or id; typed-password: compared with a hash, any character;
 * confirmation: compared with the password; discard: a removal that always answers 200.
 */
type FieldKind = 'line' | 'text-area' | 'issued-key' | 'number' | 'typed-password' | 'confirmation' | 'discard';

interface Field {
  name: string;
  label: string;
  kind: FieldKind;
  /** Another field always sent with the same value (a password and its confirmation). */
  twin?: string;
}

interface BodyEndpoint {
  /** Method and path as the contract writes them. */
  name: string;
  method: string;
  path: () => string;
  token: () => string | undefined;
  /** A body that would succeed, and change something. */
  body: () => Record<string, unknown>;
  fields: Field[];
  /** The answer to a typed password that matches nothing. */
  mismatch?: { status: number; body: unknown };
}

const field = (kind: FieldKind) => (name: string, label: string, twin?: string): Field => ({ name, label, kind, twin });
const line = field('line');
const textArea = field('text-area');
const issuedKey = field('issued-key');
const number = field('number');
const typedPassword = field('typed-password');
const confirmation = field('confirmation');
const discard = field('discard');

let registrationCount = 0;

const BODY_ENDPOINTS: BodyEndpoint[] = [
  {
    name: 'POST /register',
    method: 'POST',
    path: () => '/register',
    token: () => undefined,
    body: () => {
      registrationCount += 1;
      return {
        first_name: 'Pendatang',
        last_name: 'Baru',
        username: `baru${registrationCount}`,
        email: `baru${registrationCount}@example.com`,
        password: 'rahasia123',
        password_confirmation: 'rahasia123',
        address: 'Jl. Merdeka 1, Bandung',
        phone_number: '08123456',
      };
    },
    fields: [
      line('first_name', 'Nama depan'),
      line('last_name', 'Nama belakang'),
      line('username', 'Username'),
      line('email', 'Email'),
      line('password', 'Password', 'password_confirmation'),
      confirmation('password_confirmation', 'Password'),
      line('address', 'Alamat'),
      line('phone_number', 'Nomor handphone'),
    ],
  },
  {
    name: 'POST /login',
    method: 'POST',
    path: () => '/login',
    token: () => undefined,
    body: () => ({ user_mail: owner.input.username, password: owner.input.password }),
    fields: [line('user_mail', 'Email atau username'), typedPassword('password', 'Password')],
    mismatch: { status: 400, body: { status: false, message: 'Credentials not match' } },
  },
  {
    name: 'POST /verify-otp',
    method: 'POST',
    path: () => '/verify-otp',
    token: () => unverified.token,
    body: () => ({ otp_code: unverified.otp }),
    fields: [line('otp_code', 'Kode OTP')],
  },
  {
    name: 'POST /reset-password',
    method: 'POST',
    path: () => '/reset-password',
    token: () => undefined,
    body: () => ({ email: owner.input.email }),
    fields: [line('email', 'Email')],
  },
  {
    name: 'PUT /reset-password',
    method: 'PUT',
    path: () => '/reset-password',
    token: () => owner.token,
    body: () => ({ current_password: owner.input.password, password: 'rahasiaBaru1', password_confirmation: 'rahasiaBaru1' }),
    fields: [
      typedPassword('current_password', 'Password saat ini'),
      line('password', 'Password', 'password_confirmation'),
      confirmation('password_confirmation', 'Password'),
    ],
    mismatch: { status: 422, body: { status: false, message: 'Current password not match' } },
  },
  {
    name: 'PUT /profile',
    method: 'PUT',
    path: () => '/profile',
    token: () => owner.token,
    body: () => ({
      first_name: 'Pemilik',
      last_name: 'Akun',
      username: owner.input.username,
      address: 'Jl. Asia Afrika 8, Bandung',
      phone_number: '0812345678',
      bio: 'Penggemar sejak lama',
    }),
    fields: [
      line('first_name', 'Nama depan'),
      line('last_name', 'Nama belakang'),
      line('username', 'Username'),
      line('address', 'Alamat'),
      line('phone_number', 'Nomor handphone'),
      line('bio', 'Bio'),
    ],
  },
  {
    name: 'POST /thread',
    method: 'POST',
    path: () => '/thread',
    token: () => owner.token,
    body: () => ({ text: 'Halo semua' }),
    fields: [textArea('text', 'Thread')],
  },
  {
    name: 'PUT /thread/{slug}',
    method: 'PUT',
    path: () => `/thread/${thread.slug}`,
    token: () => owner.token,
    body: () => ({ text: 'Teks yang diperbarui' }),
    fields: [textArea('text', 'Thread')],
  },
  {
    name: 'POST /album',
    method: 'POST',
    path: () => '/album',
    token: () => owner.token,
    body: () => ({ caption: 'Konser semalam', content: [waitingUpload] }),
    fields: [textArea('caption', 'Caption'), issuedKey('content', 'Foto album')],
  },
  {
    name: 'PUT /album/{slug}',
    method: 'PUT',
    path: () => `/album/${album.slug}`,
    token: () => owner.token,
    body: () => ({ caption: 'Caption baru' }),
    fields: [textArea('caption', 'Caption')],
  },
  {
    name: 'PUT /temp/album',
    method: 'PUT',
    path: () => '/temp/album',
    token: () => owner.token,
    body: () => ({ album_contents: [waitingUpload] }),
    fields: [issuedKey('album_contents', 'Foto album')],
  },
  {
    name: 'DELETE /temp/album',
    method: 'DELETE',
    path: () => '/temp/album',
    token: () => owner.token,
    body: () => ({ path: waitingUpload }),
    fields: [discard('path', 'Foto album')],
  },
  {
    name: 'POST /comment',
    method: 'POST',
    path: () => '/comment',
    token: () => owner.token,
    body: () => ({ comment: 'Mantap', post_id: thread.post_id }),
    fields: [textArea('comment', 'Komentar'), number('post_id', 'Id post')],
  },
  {
    name: 'POST /sub-comment',
    method: 'POST',
    path: () => '/sub-comment',
    token: () => owner.token,
    body: () => ({ sub_comment: 'Setuju', comment_id: commentId }),
    fields: [textArea('sub_comment', 'Balasan'), number('comment_id', 'Id komentar')],
  },
  {
    name: 'POST /emergency-mail',
    method: 'POST',
    path: () => '/emergency-mail',
    token: () => owner.token,
    body: () => ({ message: 'Kumpul di sini', place: 'Gelora Bung Karno', map: 'https://maps.example.com/?q=gbk' }),
    fields: [textArea('message', 'Pesan'), line('place', 'Tempat'), line('map', 'Link peta')],
  },
  {
    name: 'PUT /notification/readed',
    method: 'PUT',
    path: () => '/notification/readed',
    token: () => owner.token,
    body: () => ({ readed_notif: 1 }),
    fields: [number('readed_notif', 'Jumlah notifikasi dibaca')],
  },
];

/** The valid value of `field` with `char` inside it (not at an end, where trimming would drop a line break). */
function withChar(body: Record<string, unknown>, target: Field, char: string): Record<string, unknown> {
  const spoil = (text: string) => `${text.slice(0, 2)}${char}${text.slice(2)}`;
  const original = body[target.name];
  const value = target.kind === 'number' ? `1${char}1` : Array.isArray(original) ? [spoil(String(original[0]))] : spoil(String(original));
  return { ...body, [target.name]: value, ...(target.twin ? { [target.twin]: value } : {}) };
}

/** What a control character in `target` is answered with. */
function checkControlRefusal(endpoint: BodyEndpoint, target: Field, char: string, response: TestResponse, context: string) {
  expect(response.status, context).not.toBe(500);
  if (UNSTORABLE.has(char)) return expectFieldRefusal(response, target.name, UNUSABLE_INPUT, context);
  switch (target.kind) {
    case 'line':
    case 'text-area':
      return expectFieldRefusal(response, target.name, forbidden(target.label), context);
    case 'issued-key':
      return expectFieldRefusal(response, target.name, `${target.label} tidak valid`, context);
    case 'number':
      return expectFieldRefusal(response, target.name, `${target.label} harus berupa angka`, context);
    case 'confirmation':
      return expectFieldRefusal(response, 'password', 'Konfirmasi password tidak sesuai', context);
    case 'typed-password':
      expect(response.status, context).toBe(endpoint.mismatch?.status);
      return expect(response.body, context).toEqual(endpoint.mismatch?.body);
    case 'discard':
      expect(response.status, context).toBe(200);
      return expect(response.body, context).toEqual({ status: true, message: 'Upload removed' });
  }
}

function send(endpoint: BodyEndpoint, body: unknown): Promise<TestResponse> {
  return server.request(endpoint.method, endpoint.path(), { token: endpoint.token(), body });
}

describe('control characters in a JSON text field', () => {
  for (const endpoint of BODY_ENDPOINTS) {
    for (const target of endpoint.fields) {
      it(`${target.name} of ${endpoint.name}`, async () => {
        await changingNothing(async () => {
          for (const [name, char] of CONTROL_CHARS) {
            const response = await send(endpoint, withChar(endpoint.body(), target, char));
            checkControlRefusal(endpoint, target, char, response, `${endpoint.path()} ${target.name} with ${name}`);
          }
        });
      });
    }
  }
});

describe('line breaks in a single-line field', () => {
  for (const endpoint of BODY_ENDPOINTS) {
    for (const target of endpoint.fields.filter((candidate) => candidate.kind === 'line' || candidate.kind === 'issued-key')) {
      it(`${target.name} of ${endpoint.name}`, async () => {
        await changingNothing(async () => {
          for (const [name, char] of [...LINE_BREAKS, ['TAB', '\t'] as [string, string]]) {
            const response = await send(endpoint, withChar(endpoint.body(), target, char));
            const context = `${endpoint.path()} ${target.name} with ${name}`;
            if (target.kind === 'issued-key') expectFieldRefusal(response, target.name, `${target.label} tidak valid`, context);
            else if (char === '\t') expectFieldRefusal(response, target.name, forbidden(target.label), context);
            else expectFieldRefusal(response, target.name, singleLine(target.label), context);
          }
        });
      });
    }
  }
});

describe('the JSON body as a whole', () => {
  it('refuses NUL or an unpaired surrogate anywhere, even where no route reads, under its top-level field', async () => {
    await changingNothing(async () => {
      const deep = await server.request('POST', '/thread', {
        token: owner.token,
        body: { text: 'Halo', extra: { list: ['ok', { note: 'a\u0000b' }] } },
      });
      expectFieldRefusal(deep, 'extra', UNUSABLE_INPUT, 'deep NUL');
      const key = await server.request('POST', '/thread', { token: owner.token, body: { text: 'Halo', 'a\u0000b': 1 } });
      expectFieldRefusal(key, 'body', UNUSABLE_INPUT, 'NUL in a name');
      const notAnObject = await server.request('POST', '/thread', { token: owner.token, body: ['a\u0000b'] });
      expectFieldRefusal(notAnObject, 'body', UNUSABLE_INPUT, 'NUL in an array body');
      // The escape as a client's own JSON encoder may write it.
      const escaped = await server.request('POST', '/thread', {
        token: owner.token,
        headers: { 'Content-Type': 'application/json' },
        rawBody: '{"text":"Halo \\ud83d"}',
      });
      expectFieldRefusal(escaped, 'text', UNUSABLE_INPUT, 'an escaped unpaired surrogate');
    });
  });

  it('keeps a backslash-u written as text', async () => {
    const response = await server.request<{ data: { text: string } }>('POST', '/thread', {
      token: owner.token,
      body: { text: 'Tulis \\u0000 untuk NUL' },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.text).toBe('Tulis \\u0000 untuk NUL');
  });
});

describe('multipart uploads', () => {
  it('read only the file: a text part holding NUL is neither refused nor stored', async () => {
    const form = fileForm('foto_profile', await solidImage('jpeg', 300, 300), 'avatar.jpg', 'image/jpeg');
    form.append('bio', 'a\u0000b');
    const response = await server.request('POST', '/profile/avatar?_method=PUT', { token: owner.token, form });
    expect(response.status).toBe(200);
    const user = await server.app.db
      .selectFrom('users')
      .select('bio')
      .where('username', '=', owner.input.username)
      .executeTakeFirstOrThrow();
    expect(user.bio).toBeNull();
  });
});

// ---------------------------------------------------------------- ordinary text still goes in

const LINES_AND_EMOJI = 'Halo semua 😀\nApa kabar, Bandung?\r\n\tSampai jumpa di konser 👨‍👩‍👧 ✨';

describe('ordinary text', () => {
  it('keeps line breaks, tabs and emoji in a thread', async () => {
    const created = await postThread(server, owner.token, LINES_AND_EMOJI);
    const single = await server.request<SinglePostResponse>('GET', `/post/${created.uuid}`, { token: owner.token });
    expect(single.body.single_post.thread?.text).toBe(LINES_AND_EMOJI);
    const edited = await server.request<{ data: { text: string } }>('PUT', `/thread/${created.slug}`, {
      token: owner.token,
      body: { text: `Diperbarui:\n${LINES_AND_EMOJI}` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.text).toBe(`Diperbarui:\n${LINES_AND_EMOJI}`);
  });

  it('keeps line breaks and emoji in an album caption', async () => {
    const created = await postAlbum(server, owner.token, { caption: LINES_AND_EMOJI });
    expect(created.caption).toBe(LINES_AND_EMOJI);
    const caption = `Caption baru\n${LINES_AND_EMOJI}`;
    expect((await server.request('PUT', `/album/${created.slug}`, { token: owner.token, body: { caption } })).status).toBe(200);
    const edit = await server.request<{ caption: string }>('GET', `/album/${created.slug}`, { token: owner.token });
    expect(edit.body.caption).toBe(caption);
  });

  it('takes Indonesian and emoji in one-line fields, trimming line breaks around them', async () => {
    const person = await server.verifiedUser({
      first_name: 'Dwi Ayu 😀',
      last_name: 'Ñoñó Sitompul',
      username: 'dwi_ayu',
      address: 'Jl. Kebon Jeruk № 5, Jakarta 🏙️',
    });
    const edit = await server.request('PUT', '/profile', {
      token: person.token,
      body: {
        first_name: '\nDwi Ayu 😀\r\n',
        last_name: 'Ñoñó Sitompul',
        username: 'dwi_ayu',
        address: 'Jl. Kebon Jeruk № 5, Jakarta 🏙️',
        phone_number: '081234567',
        bio: 'Penggemar garis keras 💃🏽 sejak 2019',
      },
    });
    expect(edit.status).toBe(200);
    const profile = await server.request<{ data: Record<string, unknown> }>('GET', '/user/profile/dwi_ayu', {
      token: person.token,
    });
    expect(profile.body.data).toMatchObject({
      first_name: 'Dwi Ayu 😀',
      last_name: 'Ñoñó Sitompul',
      address: 'Jl. Kebon Jeruk № 5, Jakarta 🏙️',
      bio: 'Penggemar garis keras 💃🏽 sejak 2019',
    });
    const search = await server.request('GET', `/find-user?user_keyword=${encodeURIComponent('Ñoñó 😀')}`, {
      token: person.token,
    });
    expect(search.status).toBe(200);
  });

  it('takes emoji in comments and replies', async () => {
    const comment = await server.request<{ data: { comment_id: number; comment: string } }>('POST', '/comment', {
      token: owner.token,
      body: { comment: 'Mantap jiwa 😀👍', post_id: thread.post_id },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.data.comment).toBe('Mantap jiwa 😀👍');
    const reply = await server.request<{ data: { sub_comment: string } }>('POST', '/sub-comment', {
      token: owner.token,
      body: { sub_comment: 'Setuju 🙏🏽', comment_id: comment.body.data.comment_id },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.sub_comment).toBe('Setuju 🙏🏽');
  });

  it('keeps line breaks in an emergency message', async () => {
    const sender = await server.verifiedUser();
    const response = await server.request('POST', '/emergency-mail', {
      token: sender.token,
      body: { message: LINES_AND_EMOJI, place: 'Gelora Bung Karno 🏟️', map: 'https://maps.example.com/?q=gbk' },
    });
    expect(response.status).toBe(202);
    const broadcast = await server.app.db
      .selectFrom('emergency_broadcasts')
      .select(['message', 'place'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(broadcast).toEqual({ message: LINES_AND_EMOJI, place: 'Gelora Bung Karno 🏟️' });
  });
});
