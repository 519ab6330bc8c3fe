// Every route of spec §2, each screen loaded lazily, all behind the route gate. Plain route
// objects (no data-router features), so the app needs only React Router's declarative core.
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteGate } from './RouteGate.tsx';
import { ROUTE_PATHS, type RouteName } from './route-names.ts';

type PageModule = { default: ComponentType };

function page(name: RouteName, load: () => Promise<PageModule>): RouteObject {
  const Page = lazy(load);
  return { path: ROUTE_PATHS[name], element: <Page /> };
}

// The member shell (search, notifications, presence) loads with the first member screen.
const MemberLayout = lazy(async () => ({ default: (await import('./layout/MemberLayout.tsx')).MemberLayout }));
const NotFoundView = lazy(() => import('../pages/not-found/NotFoundView.tsx'));

export const routes: RouteObject[] = [
  {
    element: <RouteGate />,
    children: [
      page('home', () => import('../pages/landing/LandingPage.tsx')),
      page('login', () => import('../pages/auth/LoginPage.tsx')),
      page('register', () => import('../pages/auth/RegisterPage.tsx')),
      page('forgot.password', () => import('../pages/auth/ForgotPasswordPage.tsx')),
      page('reset.password.confirm', () => import('../pages/auth/ResetConfirmPage.tsx')),
      page('otp-verification', () => import('../pages/auth/OtpVerificationPage.tsx')),
      page('verification-success', () => import('../pages/auth/VerificationResultPage.tsx')),
      {
        element: <MemberLayout />,
        children: [
          page('explorer', () => import('../pages/explorer/ExplorerPage.tsx')),
          page('profile', () => import('../pages/profile/ProfileAlbumsPage.tsx')),
          page('profile.edit', () => import('../pages/profile/ProfileEditPage.tsx')),
          page('album.edit', () => import('../pages/album/AlbumEditPage.tsx')),
          page('archive.album', () => import('../pages/profile/ProfileArchivePage.tsx')),
          page('profile.threads', () => import('../pages/profile/ProfileThreadsPage.tsx')),
          page('find.user', () => import('../pages/find-user/FindUserPage.tsx')),
          page('account', () => import('../pages/account/AccountPage.tsx')),
        ],
      },
      { path: '*', element: <NotFoundView /> },
    ],
  },
];
