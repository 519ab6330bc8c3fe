// E-mail verification codes of CSPRNG digits, one live code per user, valid 60 minutes,
// burnt after 5 attempts. Codes are low-entropy, so they are stored as argon2 hashes.
import { pathOf } from '../../contract/endpoint-path.ts';
import { API_PREFIX, endpoints } from '../../contract/endpoints.ts';
import type { User } from '../db/schema.ts';
import { otpMail } from '../mail/templates.ts';
import { randomOtpCode } from '../lib/secrets.ts';
import { addMs, hasPassed, MINUTE_MS } from '../lib/time.ts';
import type { ServiceDeps } from './deps.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { writeMemberChanged } from './live-events.ts';

const OTP_VALID_MINUTES = 60;
const OTP_MAX_ATTEMPTS = 5;

/** Replaces the user's live code with a new one and mails it. */
export async function issueOtp(deps: ServiceDeps, user: User): Promise<void> {
  const { db, config } = deps;
  const code = randomOtpCode();
  const now = config.now();
  const row = {
    code_hash: await hashSecret(code, config.passwordHashCost),
    expires_at: addMs(now, OTP_VALID_MINUTES * MINUTE_MS).toISOString(),
    attempts: 0,
    created_at: now.toISOString(),
  };
  await db
    .insertInto('otp_codes')
    .values({ user_id: user.id, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();

  const verifyPath = pathOf(endpoints.verifyLink.path, { ref: user.verify_ref, code });
  const verifyUrl = `${deps.mailOrigin}${API_PREFIX}${verifyPath}`;
  await deps.mailer.send(
    otpMail(config, user.email, { firstName: user.first_name, code, validMinutes: OTP_VALID_MINUTES, verifyUrl }),
  );
}

/**
 * Checks a well-formed code against the user's live code; on success marks the e-mail
 * verified and consumes the code. Every try is counted before the comparison, so parallel
 * guesses cannot exceed the attempt limit.
 */
export async function verifyOtp(deps: ServiceDeps, user: User, code: string): Promise<boolean> {
  const { db, config } = deps;
  const now = config.now();
  const live = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', user.id)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .returning(['code_hash', 'expires_at', 'attempts'])
    .executeTakeFirst();
  if (!live) return false;

  const expired = hasPassed(live.expires_at, now);
  const matches = !expired && (await verifySecret(live.code_hash, code));
  if (matches) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ email_verified_at: now.toISOString() })
        .where('id', '=', user.id)
        .execute();
      await writeMemberChanged(trx, user.id);
      await trx.deleteFrom('otp_codes').where('user_id', '=', user.id).execute();
    });
    return true;
  }
  if (expired || live.attempts >= OTP_MAX_ATTEMPTS) {
    await db.deleteFrom('otp_codes').where('user_id', '=', user.id).execute();
  }
  return false;
}
