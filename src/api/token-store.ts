// Local storage keys of spec §3: token, email (kept for the OTP screen), email_verified_status.
export const STORAGE_KEYS = { token: 'token', email: 'email', verified: 'email_verified_status' } as const;
const KEYS = STORAGE_KEYS;

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
