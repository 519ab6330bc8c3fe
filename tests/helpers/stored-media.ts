// The server's stored media as a test sees it, wherever it lives: files under DATA_DIR/media, or
// objects in the test bucket (TEST_MEDIA_STORAGE=s3). Read and written apart from the server's own
// store, so a test checks what is really there.
import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from './server.ts';

/** The key of a media URL ("album/abc.jpg"). */
export const keyOfUrl = (url: string) => decodeURIComponent(new URL(url).pathname.slice('/media/'.length));

/** Where the narrower copy of `key` at `width` is kept, relative to the store's root. */
export const variantKey = (key: string, width: number) => `.variants/w${width}/${key}`;

const fileOf = (server: TestServer, key: string) => path.join(server.config.mediaDir, ...key.split('/'));

/** The stored bytes under `key` (a media key or a variantKey); null when there are none. */
export async function readStored(server: TestServer, key: string): Promise<Buffer | null> {
  if (server.bucket) return server.bucket.read(key);
  const file = fileOf(server, key);
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

export async function isStored(server: TestServer, key: string): Promise<boolean> {
  return (await readStored(server, key)) !== null;
}

/** Stores `data` under `key` as if written at `writtenAt` (now when not given). */
export async function writeStored(server: TestServer, key: string, data: Buffer | string, writtenAt?: Date): Promise<void> {
  if (server.bucket) {
    await server.bucket.put(key, data);
    if (writtenAt) server.bucket.age(key, writtenAt);
    return;
  }
  const file = fileOf(server, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  if (writtenAt) fs.utimesSync(file, writtenAt, writtenAt);
}

/** Makes the stored `key` look written at `writtenAt`. */
export async function ageStored(server: TestServer, key: string, writtenAt: Date): Promise<void> {
  if (server.bucket) server.bucket.age(key, writtenAt);
  else fs.utimesSync(fileOf(server, key), writtenAt, writtenAt);
}

export async function removeStored(server: TestServer, key: string): Promise<void> {
  if (server.bucket) await server.bucket.remove(key);
  else fs.rmSync(fileOf(server, key), { force: true });
}
