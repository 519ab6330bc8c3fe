// `npm run media:copy`: copies the pictures of DATA_DIR/media into the bucket that MEDIA_STORAGE=s3
// and the S3_* variables name (server/media/copy-to-bucket.ts), with the server's own
// configuration. Safe to run again, and to stop and restart. Exit code 0 when every picture is in
// the bucket, 1 with a message on stderr otherwise.
import fs from 'node:fs';
import { loadConfigOrSayWhy } from './config.ts';
import { createBucketMediaStorage } from './media/bucket-storage.ts';
import { copyMediaToBucket, type CopyProgress } from './media/copy-to-bucket.ts';

/** A progress line every this many pictures, and after the last. */
const PROGRESS_EVERY = 100;

const summary = ({ total, copied, present }: CopyProgress) =>
  `${copied + present} of ${total} pictures in the bucket (${copied} copied, ${present} already there)`;

async function run(): Promise<number> {
  const config = loadConfigOrSayWhy();
  if (!config) return 1;
  const target = config.mediaStorage;
  if (target.kind !== 's3') {
    console.error('Set MEDIA_STORAGE=s3 and S3_BUCKET (and the other S3_* variables) to name the bucket to copy into.');
    return 1;
  }
  if (!fs.existsSync(config.mediaDir)) {
    console.error(`There is no media folder at ${config.mediaDir} (DATA_DIR/media).`);
    return 1;
  }
  const bucket = createBucketMediaStorage(target);
  try {
    console.log(`Copying ${config.mediaDir} into bucket ${target.bucket}.`);
    const done = await copyMediaToBucket(config.mediaDir, bucket, (progress) => {
      const handled = progress.copied + progress.present;
      if (handled % PROGRESS_EVERY === 0 && handled < progress.total) console.log(summary(progress));
    });
    console.log(`Done: ${summary(done)}.`);
    return 0;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(`Copying stopped: ${error instanceof Error ? error.message : String(error)}${cause}. Run it again to go on.`);
    return 1;
  } finally {
    bucket.close();
  }
}

process.exitCode = await run();
