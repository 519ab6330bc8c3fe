// `npm run media:copy` moves DATA_DIR/media into the bucket (contract §17): run here as the script
// it is, against a real S3-compatible server. Every picture arrives byte for byte; a second run
// copies nothing; a run after a partial copy copies only what is missing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestBucket } from '../helpers/s3-server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const run = promisify(execFile);

/** Enough pictures for a progress line (one every 100) before the last. */
const PICTURES: Record<string, string> = {
  'album/FirstPhoto0000000000000000.jpg': 'first photo',
  'album/Animated000000000000000000.webp': 'animated photo',
  'avatar/Avatar00000000000000000000.jpg': 'avatar',
  'temp/EarlierUpload000000000000.jpg': 'upload stored under its key',
  ...Object.fromEntries(Array.from({ length: 146 }, (_, index) => [`album/Bulk${String(index).padStart(20, '0')}.jpg`, `photo ${index}`])),
};
/** Files that are no picture to copy: a narrower copy, a write cut short. */
const LEFT_BEHIND: Record<string, string> = {
  '.variants/w360/album/FirstPhoto0000000000000000.jpg': 'narrower copy',
  'album/CutShort0000000000000000.jpg.partial': 'half a picture',
};

let dataDir: string;
let bucket: TestBucket;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-media-copy-'));
  for (const [key, content] of Object.entries({ ...PICTURES, ...LEFT_BEHIND })) {
    const file = path.join(dataDir, 'media', ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  bucket = await startS3Server();
});
afterAll(async () => {
  await bucket.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the script as `npm run media:copy` does, with this DATA_DIR and bucket (or `env`). */
async function mediaCopy(env: Record<string, string> = bucket.env): Promise<Outcome> {
  const { DATABASE_URL: _database, MEDIA_STORAGE: _storage, ...parentEnv } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, nodeArgsFor('mediaCopyCli'), {
      env: { ...parentEnv, DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run media:copy', () => {
  it('copies every picture byte for byte, and leaves narrower copies and partial files behind', async () => {
    const outcome = await mediaCopy();
    expect(outcome.code).toBe(0);
    expect(outcome.stdout.trim().split('\n')).toEqual([
      `Copying ${path.join(dataDir, 'media')} into bucket fanbase-media.`,
      '100 of 150 pictures in the bucket (100 copied, 0 already there)',
      'Done: 150 of 150 pictures in the bucket (150 copied, 0 already there).',
    ]);
    expect(await bucket.keys()).toEqual(Object.keys(PICTURES).sort());
    for (const [key, content] of Object.entries(PICTURES)) expect((await bucket.read(key))?.toString()).toBe(content);
  });

  it('copies nothing the second time, and only what is missing after a partial copy', async () => {
    expect((await mediaCopy()).stdout).toContain('Done: 150 of 150 pictures in the bucket (0 copied, 150 already there).');
    await bucket.remove('avatar/Avatar00000000000000000000.jpg');
    const resumed = await mediaCopy();
    expect(resumed.stdout).toContain('Done: 150 of 150 pictures in the bucket (1 copied, 149 already there).');
    expect((await bucket.read('avatar/Avatar00000000000000000000.jpg'))?.toString()).toBe('avatar');
  });

  it('refuses to run without a bucket, and stops with a message when the bucket cannot be reached', async () => {
    const noBucket = await mediaCopy({});
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('Set MEDIA_STORAGE=s3 and S3_BUCKET');

    const unreachable = await mediaCopy({ ...bucket.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('Copying stopped: Media storage unavailable');
    expect(unreachable.stderr).toContain('Run it again to go on.');
  });
});
