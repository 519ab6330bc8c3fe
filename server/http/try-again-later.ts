// A request refused for now, not for what it asks: the server has no room for it at the moment.
// The error handler answers its status (429: the caller has enough under way already; 503: the
// server is full) with the contract's refusal body and Retry-After.
export class TryAgainLater extends Error {
  constructor(
    readonly statusCode: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode === 429 ? 'Too Many Attempts.' : 'Server busy, try again later');
    this.name = 'TryAgainLater';
  }
}
