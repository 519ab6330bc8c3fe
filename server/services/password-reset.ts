// Forgotten password (contract §4): a generated password mailed in clear, taking effect
// only when the link with the reset token is opened within 60 minutes.
import { timingSafeEqual } from 'node:crypto';
import { passwordResetMail } from '../mail/templates.ts';
import { randomAlphanumeric, randomToken, sha256 } from '../lib/secrets.ts';
import { addMs, hasPassed, MINUTE_MS } from '../lib/time.ts';
import type { ServiceDeps } from './deps.ts';
import { hashSecret } from './passwords.ts';
import { revokeUserTokens } from './tokens.ts';
import { findUserByEmail } from './users.ts';

const RESET_VALID_MINUTES = 60;
const GENERATED_PASSWORD_LENGTH = 16;

/** Creates (or replaces) the user's pending reset and mails it; false when no user has the e-mail. */
export async function requestPasswordReset(deps: ServiceDeps, email: string): Promise<boolean> {
  const { db, config } = deps;
  const user = await findUserByEmail(db, email);
  if (!user) return false;

  const token = randomToken(32);
  const newPassword = randomAlphanumeric(GENERATED_PASSWORD_LENGTH);
  const now = config.now();
  const pending = {
    token_hash: sha256(token),
    password_hash: await hashSecret(newPassword, config.passwordHashCost),
    expires_at: addMs(now, RESET_VALID_MINUTES * MINUTE_MS).toISOString(),
    created_at: now.toISOString(),
  };
  await db
    .insertInto('password_resets')
    .values({ user_id: user.id, ...pending })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(pending))
    .execute();

  // Percent-encoded because standard base64 may contain "/".
  const emailSegment = encodeURIComponent(Buffer.from(user.email).toString('base64'));
  const confirmUrl = `${config.appUrl}/auth/reset-password/${token}/${emailSegment}`;
  await deps.mailer.send(
    passwordResetMail(config, user.email, {
      firstName: user.first_name,
      newPassword,
      confirmUrl,
      validMinutes: RESET_VALID_MINUTES,
    }),
  );
  return true;
}

export type ResetConfirmation = 'reset' | 'invalid-token' | 'nothing-pending';

/** The SPA sends the e-mail decoded; a segment without "@" is tried as base64. */
export function decodeEmailSegment(segment: string): string {
  if (segment.includes('@')) return segment;
  return Buffer.from(segment, 'base64').toString('utf8');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Applies the pending password and signs the user out everywhere. The reset is claimed by
 * deleting it: of confirms arriving together only the one whose delete finds the row goes on.
 */
export async function confirmPasswordReset(
  deps: ServiceDeps,
  token: string,
  emailSegment: string,
): Promise<ResetConfirmation> {
  const { db, config } = deps;
  const user = await findUserByEmail(db, decodeEmailSegment(emailSegment));
  if (!user) return 'invalid-token';
  const pending = await db.selectFrom('password_resets').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!pending) return 'nothing-pending';
  if (!sameHash(sha256(token), pending.token_hash)) return 'invalid-token';

  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', user.id)
      .where('token_hash', '=', pending.token_hash)
      .returning(['password_hash', 'expires_at'])
      .executeTakeFirst();
    // Already used by another confirm, or replaced by a new request since it was read.
    if (!claimed) return 'nothing-pending';
    if (hasPassed(claimed.expires_at, config.now())) return 'nothing-pending';
    await trx
      .updateTable('users')
      .set({ password_hash: claimed.password_hash, password_mailed_at: config.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    await revokeUserTokens(trx, user.id);
    return 'reset';
  });
}
