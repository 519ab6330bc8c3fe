// Albums made the way the SPA makes them: each picture uploaded to /temp/album, then
// POST /album with the returned ids.
import path from 'node:path';
import type { CreateAlbumResponse } from '../../contract/wire.ts';
import { fileForm, solidImage } from './images.ts';
import type { RegisteredUser, TestServer } from './server.ts';

/** Uploads one picture and answers its temporary id; throws unless the upload succeeds. */
export async function uploadPhoto(server: TestServer, token: string, image?: Buffer, filename = 'photo.jpg'): Promise<string> {
  const file = image ?? (await solidImage('jpeg', 400, 400));
  const response = await server.request<string>('POST', '/temp/album', {
    token,
    form: fileForm('album_content', file, filename, 'image/jpeg'),
  });
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** How many uploads of `user` wait to be posted. */
export async function waitingUploadsOf(server: TestServer, user: RegisteredUser): Promise<number> {
  const { count } = await server.app.db
    .selectFrom('temp_uploads')
    .innerJoin('users', 'users.id', 'temp_uploads.user_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('users.username', '=', user.input.username)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The media key of the waiting upload with temporary id `key` (its picture is stored under another key). */
export async function uploadKey(server: TestServer, key: string): Promise<string> {
  const { path: mediaKey } = await server.app.db
    .selectFrom('temp_uploads')
    .select('path')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (mediaKey === null) throw new Error(`upload ${key} has no path`);
  return mediaKey;
}

/** The file on disk of the waiting upload with temporary id `key`, with MEDIA_STORAGE=local. */
export async function uploadFile(server: TestServer, key: string): Promise<string> {
  return path.join(server.config.mediaDir, ...(await uploadKey(server, key)).split('/'));
}

export type CreatedAlbum = CreateAlbumResponse['data'] & { uuid: string };

/** Posts an album of `photos` fresh uploads (or the given ids) and answers it with its uuid. */
export async function postAlbum(
  server: TestServer,
  token: string,
  options: { caption?: string; photos?: number; ids?: string[] } = {},
): Promise<CreatedAlbum> {
  const ids = options.ids ?? [];
  for (let i = ids.length; i < (options.photos ?? 1); i += 1) ids.push(await uploadPhoto(server, token));
  const response = await server.request<CreateAlbumResponse>('POST', '/album', {
    token,
    body: { caption: options.caption ?? 'Konser semalam', content: ids },
  });
  if (response.status !== 201) throw new Error(`album failed: ${response.status} ${JSON.stringify(response.body)}`);
  const { uuid } = await server.app.db
    .selectFrom('posts')
    .select('uuid')
    .where('id', '=', response.body.data.post_id)
    .executeTakeFirstOrThrow();
  return { ...response.body.data, uuid };
}
