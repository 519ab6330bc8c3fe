// Wrong passwords per account (decision 088), whatever address they come from: a bucket of
// LOGIN_ACCOUNT_LIMIT attempts an hour, refilled one at a time. Each attempt takes a token
// before its password is checked, so guesses sent together cannot overrun the bucket; a right
// password gives its token back. Refused, the owner waits one refill once the guessing stops.
import type { User } from '../db/schema.ts';
import { sha256 } from '../lib/secrets.ts';
import { HOUR_MS } from '../lib/time.ts';
import type { ServiceDeps } from './deps.ts';
import { giveBackToken, takeTokenNow, type Bucket } from './rate-limit-store.ts';
import { normalizeEmail } from './users.ts';

export type LoginAttempt = { admitted: true; notCounted(): Promise<void> } | { admitted: false; retryAfterSeconds: number };

/**
 * The account's bucket; an unknown name has one of its own under the spelling every lookup
 * reads it in, so probing names meets the same limit and the answers do not say which exist.
 * It is stored hashed: people type their password into the name field too.
 */
function bucketOf(deps: ServiceDeps, user: User | undefined, userMail: string): Bucket {
  const subject = user ? `user:${user.id}` : `name:${sha256(normalizeEmail(userMail))}`;
  return { key: `login-account:${subject}`, max: deps.config.loginAccountLimit, windowMs: HOUR_MS };
}

/** Counts a login attempt against the account `userMail` resolved to (`user`), or refuses it. */
export async function startLoginAttempt(deps: ServiceDeps, user: User | undefined, userMail: string): Promise<LoginAttempt> {
  const { db, config } = deps;
  const bucket = bucketOf(deps, user, userMail);
  const answer = await takeTokenNow(db, bucket, config.now().getTime());
  if (!answer.admitted) return { admitted: false, retryAfterSeconds: Math.ceil(answer.retryAfterMs / 1000) };
  return { admitted: true, notCounted: () => giveBackToken(db, bucket, config.now().getTime()) };
}
