// Media as objects in an S3-compatible bucket (MEDIA_STORAGE=s3, contract §17): every process on
// every machine reads and writes the same files, and none keeps any on its own disk. Keys are
// the media keys themselves; narrower copies live under .variants/ in the same bucket.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { MEDIA_VARIANT_WIDTHS } from '../../contract/media-variants.ts';
import type { BucketSettings } from '../config.ts';
import { MediaStoreUnavailable } from './media-store-unavailable.ts';
import { checkedFolder, checkedKey, isMediaKey, variantPath, type MediaStorage, type StoredFile } from './storage.ts';

/** A stored object as the /media route answers it. */
export type OpenedObject =
  | { found: false }
  | { found: true; notModified: true; etag: string }
  | { found: true; notModified: false; etag: string; size: number; writtenAt: Date; body: Readable };

export interface BucketMediaStorage extends MediaStorage {
  /** The object under `key`, or only its ETag when it equals `ifNoneMatch`. */
  open(key: string, ifNoneMatch: string | undefined): Promise<OpenedObject>;
  /** Ends the client's open connections. */
  close(): void;
}

/** A bucket that does not answer within these makes the request fail, not hang. */
const CONNECT_TIMEOUT_MS = 5_000;
const ANSWER_TIMEOUT_MS = 30_000;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

export function createBucketMediaStorage(settings: BucketSettings): BucketMediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's own chain (environment, instance role) finds them.
    credentials: settings.credentials,
    // Checksums only where S3 requires them: not every S3-compatible store reads the trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: ANSWER_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;

  /** Sends a command; a failure of the bucket itself becomes MediaStoreUnavailable. */
  async function call<T>(work: () => Promise<T>, missing?: () => T, notModified?: () => T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 && missing) return missing();
      if (status === 304 && notModified) return notModified();
      throw new MediaStoreUnavailable(error);
    }
  }

  async function readObject(Key: string): Promise<Buffer | null> {
    return call(
      async () => {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      },
      () => null,
    );
  }

  async function putObject(Key: string, data: Buffer): Promise<void> {
    await call(() => client.send(new PutObjectCommand({ Bucket, Key, Body: data })));
  }

  async function deleteObject(Key: string): Promise<void> {
    // Deleting a missing object succeeds in S3.
    await call(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
  }

  return {
    put: (key, data) => putObject(checkedKey(key), data),
    read: (key) => readObject(checkedKey(key)),
    async delete(key) {
      await deleteObject(checkedKey(key));
      await Promise.all(MEDIA_VARIANT_WIDTHS.map((width) => deleteObject(variantPath(key, width))));
    },
    exists: (key) =>
      call(
        async () => {
          await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
          return true;
        },
        () => false,
      ),
    async list(folder) {
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await call(() =>
          client.send(
            new ListObjectsV2Command({ Bucket, Prefix: `${checkedFolder(folder)}/`, Delimiter: '/', ContinuationToken }),
          ),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined && isMediaKey(object.Key)) {
            const writtenAt = object.LastModified ?? new Date(0);
            files.push({ key: object.Key, writtenAt: async () => writtenAt });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
      return files;
    },
    // A PUT to a bucket stores the whole object or nothing: no write leaves a part behind.
    async removeUnfinishedWrites() {},
    readVariant: (key, width) => readObject(variantPath(key, width)),
    putVariant: (key, width, data) => putObject(variantPath(key, width), data),
    removeVariant: (key, width) => deleteObject(variantPath(key, width)),
    async check() {
      await call(() => client.send(new HeadBucketCommand({ Bucket })));
    },
    open: (key, ifNoneMatch) =>
      call<OpenedObject>(
        async () => {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key), IfNoneMatch: ifNoneMatch }));
          const body = answer.Body;
          if (!(body instanceof Readable)) throw new Error('the bucket answered without a body');
          return {
            found: true,
            notModified: false,
            etag: answer.ETag ?? '',
            size: answer.ContentLength ?? 0,
            writtenAt: answer.LastModified ?? new Date(0),
            body,
          };
        },
        () => ({ found: false }),
        () => ({ found: true, notModified: true, etag: ifNoneMatch ?? '' }),
      ),
    close: () => client.destroy(),
  };
}
