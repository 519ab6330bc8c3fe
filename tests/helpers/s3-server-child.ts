// Runs the S3-compatible test server (s3rver) in a process of its own (s3-server-process.ts);
// prints the bucket's settings as one JSON line.
import { startS3Server } from './s3-server.ts';

const bucket = await startS3Server();
process.stdout.write(`${JSON.stringify(bucket.env)}\n`);
process.once('SIGTERM', () => {
  void bucket.close().then(() => process.exit(0));
});
