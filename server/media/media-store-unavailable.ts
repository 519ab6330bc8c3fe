// The media store (a bucket) did not answer as it should: unreachable, refused our keys, or failed
// itself. The error handler answers 503 with Retry-After instead of a bare 500, and logs the cause.
export class MediaStoreUnavailable extends Error {
  /** Seconds a client waits before trying again. */
  readonly retryAfterSeconds = 30;

  constructor(cause: unknown) {
    super('Media storage unavailable, try again later', { cause });
    this.name = 'MediaStoreUnavailable';
  }
}
