// The emergency calls a member dismissed, kept in this browser's storage per member, so a call
// dismissed once does not return when the app opens again. Signing out clears it with
// everything else the app keeps there (spec §4).
const KEY_PREFIX = 'emergency_dismissed:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readIds(raw: string | null): number[] {
  try {
    const ids: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export const dismissedEmergencies = {
  of: (username: string): number[] => readIds(storage()?.getItem(KEY_PREFIX + username) ?? null),
  // The newest few are enough: an older call is past its 24 hours and no longer shown anyway.
  set: (username: string, ids: readonly number[]): void => storage()?.setItem(KEY_PREFIX + username, JSON.stringify(ids.slice(-20))),
};
