// Local storage keys of spec §3: token, email (kept for the OTP screen), email_verified_status.
// The SPA's token store keeps them; the guests' landing the server renders looks for the token.
export const STORAGE_KEYS = { token: 'token', email: 'email', verified: 'email_verified_status' } as const;
