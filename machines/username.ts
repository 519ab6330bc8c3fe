// The username rule shared by the forms that edit one: letters, digits, "_" and "@" only,
// at most 50 of them, applied as the member types.
export const USERNAME_MAX = 50;

export function usernameFrom(typed: string): string {
  return typed.replace(/[^A-Za-z0-9_@]/g, '').slice(0, USERNAME_MAX);
}

/** A form's values after one field changed; a username keeps only what the rule allows. */
export function withFieldValue<V extends Record<string, string>>(values: V, field: keyof V, value: string): V {
  return { ...values, [field]: field === 'username' ? usernameFrom(value) : value };
}
