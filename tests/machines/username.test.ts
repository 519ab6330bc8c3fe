import { describe, expect, it } from 'vitest';
import { usernameFrom } from '../../machines/username.ts';

describe('username rule', () => {
  it.each([
    ['keeps letters, digits, "_" and "@"', 'Budi_99@fans', 'Budi_99@fans'],
    ['drops spaces and other characters', 'budi santoso-ñ!', 'budisantoso'],
    ['cuts to 50 characters', 'a'.repeat(60), 'a'.repeat(50)],
  ])('%s', (_rule, typed, kept) => {
    expect(usernameFrom(typed)).toBe(kept);
  });
});
