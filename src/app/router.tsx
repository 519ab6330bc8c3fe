// Every route of the route table, each screen loaded lazily, all behind the route gate; member
// screens inside the member shell. Plain route objects (no data-router features), so the app needs
// only React Router's declarative core.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteGate } from './RouteGate.tsx';
import { memberShellFrame, ROUTE_NAMES, ROUTES, type RouteName } from './route-table.ts';

function page(name: RouteName): RouteObject {
  const Page = lazy(ROUTES[name].screen);
  return { path: ROUTES[name].path, element: <Page /> };
}

const MemberLayout = lazy(memberShellFrame);
const NotFoundView = lazy(() => import('../pages/not-found/NotFoundView.tsx'));

const framed = ROUTE_NAMES.filter((name) => ROUTES[name].memberShell);
const unframed = ROUTE_NAMES.filter((name) => !ROUTES[name].memberShell);

export const routes: RouteObject[] = [
  {
    element: <RouteGate />,
    children: [
      ...unframed.map(page),
      { element: <MemberLayout />, children: framed.map(page) },
      { path: '*', element: <NotFoundView /> },
    ],
  },
];
