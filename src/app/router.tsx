// Every route of spec §2, each screen loaded lazily, all behind the route gate.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { text } from '../text/catalogue.ts';
import { RouteGate, type RouteHandle } from './RouteGate.tsx';
import { ROUTE_PATHS, type RouteName } from './route-names.ts';

type PageModule = { default: React.ComponentType };

function page(name: RouteName, title: string, load: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { name, title };
  return {
    path: ROUTE_PATHS[name],
    handle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

const pages = text.pages;

export const routes: RouteObject[] = [
  {
    element: <RouteGate />,
    children: [
      page('home', pages.home, () => import('../pages/landing/LandingPage.tsx')),
      page('login', pages.login, () => import('../pages/auth/LoginPage.tsx')),
      page('register', pages.register, () => import('../pages/auth/RegisterPage.tsx')),
      page('forgot.password', pages.forgotPassword, () => import('../pages/auth/ForgotPasswordPage.tsx')),
      page('reset.password.confirm', pages.resetPasswordConfirm, () => import('../pages/auth/ResetConfirmPage.tsx')),
      page('otp-verification', pages.otpVerification, () => import('../pages/auth/OtpVerificationPage.tsx')),
      page('verification-success', pages.verificationResult, () => import('../pages/auth/VerificationResultPage.tsx')),
      {
        // The member shell (search, notifications, presence) loads with the first member screen.
        lazy: async () => ({ Component: (await import('./layout/MemberLayout.tsx')).MemberLayout }),
        children: [
          page('explorer', pages.explorer, () => import('../pages/explorer/ExplorerPage.tsx')),
          page('profile', pages.profile, () => import('../pages/profile/ProfileAlbumsPage.tsx')),
          page('profile.edit', pages.profileEdit, () => import('../pages/profile/ProfileEditPage.tsx')),
          page('album.edit', pages.albumEdit, () => import('../pages/album/AlbumEditPage.tsx')),
          page('archive.album', pages.archive, () => import('../pages/profile/ProfileArchivePage.tsx')),
          page('profile.threads', pages.threads, () => import('../pages/profile/ProfileThreadsPage.tsx')),
          page('find.user', pages.findUser, () => import('../pages/find-user/FindUserPage.tsx')),
          page('account', pages.account, () => import('../pages/account/AccountPage.tsx')),
        ],
      },
      {
        path: '*',
        handle: { name: 'not-found', title: pages.notFound } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../pages/not-found/NotFoundView.tsx')).default }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
