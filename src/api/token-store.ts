// What the app keeps in the browser's storage, under the keys of spec §3. Only the session
// reads and writes it: once at start-up, then on each change it makes or another tab makes.
import type { StoredSession } from '../../machines/session.machine.ts';
import { STORAGE_KEYS as KEYS } from '../../shared/storage-keys.ts';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): StoredSession {
  const stored = storage();
  return {
    token: stored?.getItem(KEYS.token) ?? null,
    verified: stored?.getItem(KEYS.verified) === 'true',
    email: stored?.getItem(KEYS.email) ?? null,
  };
}

export const tokenStore = {
  read,
  write: ({ token, verified, email }: StoredSession) => {
    const stored = storage();
    if (token) stored?.setItem(KEYS.token, token);
    stored?.setItem(KEYS.verified, String(verified));
    if (email) stored?.setItem(KEYS.email, email);
    else stored?.removeItem(KEYS.email);
  },
  /** Sign out clears everything the app keeps (spec §4). */
  clear: () => storage()?.clear(),
  /**
   * Calls `changed` with what is stored whenever another tab changes it (the browser tells
   * every other tab of the origin, never the one that wrote); returns the function that stops.
   */
  follow: (changed: (stored: StoredSession) => void): (() => void) => {
    const onStorage = (event: StorageEvent) => {
      // A clear() names no key; any other key is one of ours only if listed.
      const ours = event.key === null || Object.values(KEYS).includes(event.key as (typeof KEYS)[keyof typeof KEYS]);
      if (event.storageArea === storage() && ours) changed(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
