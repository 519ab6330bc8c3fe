// Runs the tests' S3-compatible server (s3rver) in a process of its own for the bench, so the
// load generator never shares its event loop; prints the bucket's settings as one JSON line.
import { startS3Server } from '../../tests/helpers/s3-server.ts';

const bucket = await startS3Server();
process.stdout.write(`${JSON.stringify(bucket.env)}\n`);
process.once('SIGTERM', () => {
  void bucket.close().then(() => process.exit(0));
});
