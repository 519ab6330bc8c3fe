// The username rule shared by the forms that edit one: letters, digits, "_" and "@" only,
// at most 50 of them, applied as the member types.
export const USERNAME_MAX = 50;

export function usernameFrom(typed: string): string {
  return typed.replace(/[^A-Za-z0-9_@]/g, '').slice(0, USERNAME_MAX);
}
