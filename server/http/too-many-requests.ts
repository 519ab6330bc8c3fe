// A refused request under a rate limit: the error handler answers it with the contract's
// 429 body; the limiter has set Retry-After already.
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  constructor() {
    super('Too Many Attempts.');
  }
}
