// The username rule of the contract, applied as the member types in the forms that edit one:
// characters it refuses are dropped, and the name is cut at its longest.
import { NOT_USERNAME_CHARACTERS, USERNAME_MAX_LENGTH } from '../contract/limits.ts';

export function usernameFrom(typed: string): string {
  return typed.replace(NOT_USERNAME_CHARACTERS, '').slice(0, USERNAME_MAX_LENGTH);
}

/** A form's values after one field changed; a username keeps only what the rule allows. */
export function withFieldValue<V extends Record<string, string>>(values: V, field: keyof V, value: string): V {
  return { ...values, [field]: field === 'username' ? usernameFrom(value) : value };
}
