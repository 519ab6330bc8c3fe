// The media storage settings of contract §17, checked at start-up like every other variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { startupSummary } from '../../server/startup-summary.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

const BUCKET_ENV = { MEDIA_STORAGE: 's3', S3_BUCKET: 'fanbase-media' };

describe('loadConfig: media storage', () => {
  it('keeps media on the local disk by default, served by this server', () => {
    expect(loadConfig({})).toMatchObject({ mediaStorage: { kind: 'local' }, mediaPublicUrl: undefined });
  });

  it('reads the bucket, its address and keys, and the public URL', () => {
    const config = loadConfig({
      ...BUCKET_ENV,
      S3_REGION: 'ap-southeast-3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'key-secret',
      S3_FORCE_PATH_STYLE: '1',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/fanbase',
    });
    expect(config.mediaStorage).toEqual({
      kind: 's3',
      bucket: 'fanbase-media',
      region: 'ap-southeast-3',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
    });
    expect(config.mediaPublicUrl).toBe('https://cdn.example.com/fanbase/');
  });

  it('defaults to AWS in us-east-1, virtual-host addressing and the SDK own credentials', () => {
    expect(loadConfig(BUCKET_ENV).mediaStorage).toEqual({
      kind: 's3',
      bucket: 'fanbase-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names each bad media variable on one line', () => {
    expect(problemsOf({ MEDIA_STORAGE: 'disk' })).toEqual(['MEDIA_STORAGE must be local or s3, got "disk"']);
    expect(problemsOf({ MEDIA_STORAGE: 's3' })).toEqual(['S3_BUCKET must be set when MEDIA_STORAGE is s3, got undefined']);
    expect(problemsOf({ ...BUCKET_ENV, S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be an absolute http:// or https:// URL, got "minio:9000"',
    ]);
    expect(problemsOf({ ...BUCKET_ENV, S3_FORCE_PATH_STYLE: 'yes' })).toEqual(['S3_FORCE_PATH_STYLE must be 0 or 1, got "yes"']);
    expect(problemsOf({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/' })).toEqual([
      'MEDIA_PUBLIC_URL needs MEDIA_STORAGE=s3, got "https://cdn.example.com/"',
    ]);
    expect(problemsOf({ ...BUCKET_ENV, S3_ACCESS_KEY_ID: 'key-id' })).toEqual([
      'S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID, got undefined',
    ]);
  });

  it('never prints the secret key', () => {
    const problems = problemsOf({ ...BUCKET_ENV, S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(problems).toEqual(['S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY, got undefined']);
    expect(problems.join('\n')).not.toContain('very-secret-value');
  });

  it('says where the pictures are kept in the first lines the server prints', () => {
    const onDisk = loadConfig({ DATA_DIR: '/srv/fanbase' });
    expect(startupSummary(onDisk, 'http://127.0.0.1:3000', [])).toContain('Pictures are kept in /srv/fanbase/media');
    const inBucket = loadConfig(BUCKET_ENV);
    expect(startupSummary(inBucket, 'http://127.0.0.1:3000', [])).toContain(
      'Pictures are kept in bucket fanbase-media (MEDIA_STORAGE=s3)',
    );
  });
});
