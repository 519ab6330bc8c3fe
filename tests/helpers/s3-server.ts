// A real S3-compatible server (s3rver, speaking the S3 REST protocol over HTTP) on a free loopback
// port with one fresh, empty bucket, for the server's MEDIA_STORAGE=s3 tests (decision 120).
// Tests look into the bucket with the same SDK the server uses, over the same HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { BucketSettings, MediaStorageTarget } from '../../server/config.ts';

export interface TestBucket {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  settings: BucketSettings;
  /** The server's media setting that stores into this bucket. */
  mediaStorage: MediaStorageTarget;
  /** The environment variables that select this bucket (server/config.ts). */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The object's bytes; null when there is none. */
  read(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer | string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Makes the object look written at `writtenAt` (s3rver takes an object's time from its file). */
  age(key: string, writtenAt: Date): void;
  close(): Promise<void>;
}

/** s3rver accepts this key pair (and checks the signatures made with it). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'fanbase-media';

export async function startS3Server(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: BucketSettings = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  const client = new S3Client({ ...settings, requestChecksumCalculation: 'WHEN_REQUIRED' });

  async function keys(): Promise<string[]> {
    const found: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken }));
      found.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken !== undefined);
    return found.sort();
  }

  async function read(Key: string): Promise<Buffer | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  return {
    endpoint,
    settings,
    mediaStorage: { kind: 's3', ...settings },
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    keys,
    read,
    async put(Key, data) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: data }));
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key }));
    },
    age(key, writtenAt) {
      const file = path.join(directory, BUCKET, `${key}._S3rver_object`);
      fs.utimesSync(file, writtenAt, writtenAt);
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
