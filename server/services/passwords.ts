// Argon2id hashing for passwords and other low-entropy secrets (OTP codes): these can be
// guessed, so each guess must be expensive. verify() compares in constant time.
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../config.ts';

// @node-rs/argon2 declares its Algorithm as a const enum, which isolated modules cannot
// read; 2 is its Argon2id member.
const ARGON2ID = 2;

export function hashSecret(secret: string, cost: PasswordHashCost): Promise<string> {
  return hash(secret, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost });
}

export async function verifySecret(secretHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no user to check, so the answer's
 * timing does not reveal whether an account exists.
 */
export async function verifyNothing(cost: PasswordHashCost): Promise<false> {
  dummyHash ??= hashSecret('no account has this password', cost);
  await verifySecret(await dummyHash, 'wrong guess');
  return false;
}
