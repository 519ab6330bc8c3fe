// The username rule of the contract, applied as the member types in the forms that edit one:
// characters it refuses are dropped, and the name is cut at its longest.
import { NOT_USERNAME_CHARACTERS, USERNAME_MAX_LENGTH } from '../contract/limits.ts';

export function usernameFrom(typed: string): string {
  return typed.replace(NOT_USERNAME_CHARACTERS, '').slice(0, USERNAME_MAX_LENGTH);
}
