// Registration and login (contract §3).
import type { User } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { randomToken } from '../lib/secrets.ts';
import type { ServiceDeps } from './deps.ts';
import { startLoginAttempt } from './login-limit.ts';
import { issueOtp } from './otp.ts';
import { hashSecret, verifyNothing, verifySecret } from './passwords.ts';
import { isSuspended, suspensionMessage } from './suspension.ts';
import { forgetSuspendedSessions, issueToken } from './tokens.ts';
import { findIdentityConflicts, findUserForLogin, normalizeEmail, type IdentityConflict } from './users.ts';

export interface Registration {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  address?: string;
  phone_number?: string;
}

export type RegistrationResult = { token: string } | { conflicts: IdentityConflict[] };

/** Creates an unverified user, signs them in and mails their first OTP. */
export async function registerUser(deps: ServiceDeps, input: Registration): Promise<RegistrationResult> {
  const { db, config } = deps;
  const identity = { username: input.username, email: input.email, phone_number: input.phone_number };
  const conflicts = await findIdentityConflicts(db, identity);
  if (conflicts.length > 0) return { conflicts };

  const now = config.now();
  let user: User;
  try {
    user = await db
      .insertInto('users')
      .values({
        first_name: input.first_name,
        last_name: input.last_name,
        username: input.username,
        email: normalizeEmail(input.email),
        password_hash: await hashSecret(input.password, config.passwordHashCost),
        bio: null,
        address: input.address ?? null,
        phone_number: input.phone_number ?? null,
        foto_profile: null,
        email_verified_at: null,
        verify_ref: randomToken(24),
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // A concurrent registration took the name between the check and the insert.
    if (isUniqueViolation(error)) return { conflicts: await findIdentityConflicts(db, identity) };
    throw error;
  }

  const token = await issueToken(db, user.id, now);
  await sendOtpSafely(deps, user);
  return { token };
}

/** The account is usable without the mail: a failed send is logged and the user can resend. */
async function sendOtpSafely(deps: ServiceDeps, user: User): Promise<void> {
  try {
    await issueOtp(deps, user);
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'sending the OTP mail failed');
  }
}

export type LoginResult =
  | { outcome: 'signed-in'; token: string; verified: boolean }
  | { outcome: 'wrong-credentials' }
  /** Told only to whoever knows the password. */
  | { outcome: 'suspended'; message: string }
  | { outcome: 'account-limited'; retryAfterSeconds: number };

export async function logIn(deps: ServiceDeps, userMail: string, password: string): Promise<LoginResult> {
  const { db, config } = deps;
  const user = await findUserForLogin(db, userMail);
  const attempt = await startLoginAttempt(deps, user, userMail);
  if (!attempt.admitted) return { outcome: 'account-limited', retryAfterSeconds: attempt.retryAfterSeconds };
  const passwordMatches = user
    ? await verifySecret(user.password_hash, password)
    : await verifyNothing(config.passwordHashCost);
  if (!user || !passwordMatches) return { outcome: 'wrong-credentials' };
  await attempt.notCounted();
  if (isSuspended(user, config.now())) return { outcome: 'suspended', message: suspensionMessage(user) };
  // A suspension past its end: its sessions' hashes are kept no longer.
  await forgetSuspendedSessions(db, user.id);
  const token = await issueToken(db, user.id, config.now());
  return { outcome: 'signed-in', token, verified: user.email_verified_at !== null };
}
