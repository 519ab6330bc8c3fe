// Random values and one-way hashes for bearer tokens, reset tokens, OTP codes and refs.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_CODE_LENGTH } from '../../contract/limits.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** URL-safe random string carrying `bytes` bytes of CSPRNG entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Random `[A-Za-z0-9]` string (no modulo bias: randomInt is uniform). */
export function randomAlphanumeric(length: number): string {
  let result = '';
  for (let i = 0; i < length; i += 1) result += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return result;
}

/** An OTP code: uniformly random digits, leading zeros included. */
export function randomOtpCode(): string {
  return String(randomInt(10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/**
 * Fast hash for high-entropy secrets (bearer and reset tokens): a guess costs as much as the
 * secret's entropy, so a slow hash adds nothing, and lookups by hash stay indexed.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
