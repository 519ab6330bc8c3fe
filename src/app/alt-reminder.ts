// Whether posting photos without a description first asks 'Posting tanpa deskripsi?': the
// member's choice on the account page, kept in this browser's storage (on by default). Signing
// out clears it with everything else the app keeps there (spec §4).
const KEY = 'alt_reminder';
const OFF = 'off';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const altReminder = {
  isOn: (): boolean => storage()?.getItem(KEY) !== OFF,
  set: (on: boolean): void => {
    if (on) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, OFF);
  },
};
