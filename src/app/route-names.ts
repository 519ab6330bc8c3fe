// Route names and paths of spec §2.
export const ROUTE_PATHS = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  'forgot.password': '/auth/forgot-password',
  'reset.password.confirm': '/auth/reset-password/:token/:email',
  'otp-verification': '/auth/verification',
  'verification-success': '/auth/verification/:status',
  explorer: '/explorer',
  profile: '/profile/:username',
  'profile.edit': '/profile/:username/edit',
  'album.edit': '/album/:slug/edit',
  'archive.album': '/profile/:username/archive',
  'profile.threads': '/profile/:username/threads',
  'find.user': '/find-user',
  account: '/account',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** A route's path with its parameters filled in (URL-encoded). */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTE_PATHS[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The statuses of /auth/verification/{status} that have a page; any other is not found (spec §2). */
const VERIFICATION_STATUSES = ['success', 'failed'] as const;

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export function isVerificationStatus(status: string | undefined): status is VerificationStatus {
  return (VERIFICATION_STATUSES as readonly (string | undefined)[]).includes(status);
}
