// What the app keeps in the browser's storage, under the keys of spec §3.
import { STORAGE_KEYS as KEYS } from '../../shared/storage-keys.ts';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const tokenStore = {
  getToken: (): string | null => storage()?.getItem(KEYS.token) ?? null,
  setToken: (token: string) => storage()?.setItem(KEYS.token, token),
  getEmail: (): string | null => storage()?.getItem(KEYS.email) ?? null,
  setEmail: (email: string) => storage()?.setItem(KEYS.email, email),
  removeEmail: () => storage()?.removeItem(KEYS.email),
  isVerified: (): boolean => storage()?.getItem(KEYS.verified) === 'true',
  setVerified: (verified: boolean) => storage()?.setItem(KEYS.verified, String(verified)),
  /** Sign out clears everything the app keeps (spec §4). */
  clear: () => storage()?.clear(),
};
