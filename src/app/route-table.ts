// The routes of spec §2, one entry each: path, page title, who may enter, whether the member shell
// frames it, and its screen (loaded only when the route is opened). The router, the page titles
// and the route guard are all read from here.
import type { ComponentType } from 'react';
import { text } from '../text/shell-texts.ts';

/**
 * Who may enter, as the route guard of spec §2 reads it:
 * - always: never guarded (home, the e-mail verification result);
 * - open: anyone, once a stored session has been checked;
 * - guest: without a session (signed-in members go to the feed);
 * - unverified: a member whose e-mail is not verified yet (verified members go to the feed);
 * - member: a signed-in member (unverified ones verify first, unless coming from login);
 * - moderator: as member, and only for moderators and admins (anyone else: not found).
 */
export type RouteAccess = 'always' | 'open' | 'guest' | 'unverified' | 'member' | 'moderator';

export interface RouteEntry {
  path: string;
  title: string;
  access: RouteAccess;
  /** Framed by the member shell (top bar, live stream, bottom bar). */
  memberShell: boolean;
  screen: () => Promise<{ default: ComponentType }>;
}

export const ROUTES = {
  home: {
    path: '/',
    title: text.pages.home,
    access: 'always',
    memberShell: false,
    screen: () => import('../pages/landing/LandingPage.tsx'),
  },
  login: {
    path: '/auth/login',
    title: text.pages.login,
    access: 'guest',
    memberShell: false,
    screen: () => import('../pages/auth/LoginPage.tsx'),
  },
  register: {
    path: '/auth/register',
    title: text.pages.register,
    access: 'guest',
    memberShell: false,
    screen: () => import('../pages/auth/RegisterPage.tsx'),
  },
  'forgot.password': {
    path: '/auth/forgot-password',
    title: text.pages.forgotPassword,
    access: 'guest',
    memberShell: false,
    screen: () => import('../pages/auth/ForgotPasswordPage.tsx'),
  },
  'reset.password.confirm': {
    path: '/auth/reset-password/:token/:email',
    title: text.pages.resetPasswordConfirm,
    access: 'open',
    memberShell: false,
    screen: () => import('../pages/auth/ResetConfirmPage.tsx'),
  },
  'otp-verification': {
    path: '/auth/verification',
    title: text.pages.otpVerification,
    access: 'unverified',
    memberShell: false,
    screen: () => import('../pages/auth/OtpVerificationPage.tsx'),
  },
  'verification-success': {
    path: '/auth/verification/:status',
    title: text.pages.verificationResult,
    access: 'always',
    memberShell: false,
    screen: () => import('../pages/auth/VerificationResultPage.tsx'),
  },
  explorer: {
    path: '/explorer',
    title: text.pages.explorer,
    access: 'member',
    memberShell: true,
    screen: () => import('../pages/explorer/ExplorerPage.tsx'),
  },
  profile: {
    path: '/profile/:username',
    title: text.pages.profile,
    access: 'member',
    memberShell: true,
    screen: () => import('../pages/profile/ProfileAlbumsPage.tsx'),
  },
  'profile.edit': {
    path: '/profile/:username/edit',
    title: text.pages.profileEdit,
    access: 'member',
    memberShell: true,
    screen: () => import('../pages/profile/ProfileEditPage.tsx'),
  },
  'album.edit': {
    path: '/album/:slug/edit',
    title: text.pages.albumEdit,
    access: 'member',
    memberShell: true,
    screen: () => import('../pages/album/AlbumEditPage.tsx'),
  },
  'archive.album': {
    path: '/profile/:username/archive',
    title: text.pages.archive,
    access: 'member',
    memberShell: true,
    screen: () => import('../pages/profile/ProfileArchivePage.tsx'),
  },
  'profile.threads': {
    path: '/profile/:username/threads',
    title: text.pages.threads,
    access: 'member',
    memberShell: true,
    screen: () => import('../pages/profile/ProfileThreadsPage.tsx'),
  },
  'find.user': {
    path: '/find-user',
    title: text.pages.findUser,
    access: 'member',
    memberShell: true,
    screen: () => import('../pages/find-user/FindUserPage.tsx'),
  },
  account: {
    path: '/account',
    title: text.pages.account,
    access: 'member',
    memberShell: true,
    screen: () => import('../pages/account/AccountPage.tsx'),
  },
  moderation: {
    path: '/moderasi',
    title: text.pages.moderation,
    access: 'moderator',
    memberShell: true,
    screen: () => import('../pages/moderation/ModerationPage.tsx'),
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

/** The routes in table order (the order routes are matched in). */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The member shell's frame (search, notifications, presence), loaded with the first member screen. */
export const memberShellFrame = async () => ({ default: (await import('./layout/MemberLayout.tsx')).MemberLayout });

/**
 * Starts fetching a route's code, and its frame's, while the session is still being checked:
 * both arrive with the check instead of one after the other once it is done. A failure shows
 * when the screen itself loads.
 */
export function preloadRoute(name: RouteName): void {
  const ignore = () => undefined;
  ROUTES[name].screen().catch(ignore);
  if (ROUTES[name].memberShell) memberShellFrame().catch(ignore);
}
