// Blocking and muting (contract §16): the lengths a mute may have and the answers' messages,
// which the SPA shows as they come.

/** Days a mute lasts; null in a request: until unmuted. */
export const MUTE_DAYS = [1, 7, 30] as const;
export type MuteDays = (typeof MUTE_DAYS)[number];

export const SAFETY_MESSAGES = {
  blocked: 'Pengguna diblokir',
  unblocked: 'Blokir dibuka',
  muted: 'Pengguna dibisukan',
  unmuted: 'Bisukan dibuka',
  /** 422: blocking or muting oneself. */
  notYourself: 'Tidak bisa untuk akun sendiri',
  blocksFetched: 'Daftar blokir',
  mutesFetched: 'Daftar bisukan',
} as const;
