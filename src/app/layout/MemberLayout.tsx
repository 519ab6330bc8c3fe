import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { LoadFailureBoundary } from '../../components/LoadFailureBoundary.tsx';
import { BottomBar } from './BottomBar.tsx';
import { TopBar } from './TopBar.tsx';
import { useNotifications } from './use-notifications.ts';

/** The frame of every member screen: top bar, content, and the bottom bar on small screens. */
export function MemberLayout() {
  const notifications = useNotifications();
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen pb-16 md:pb-0">
      <TopBar notifications={notifications} />
      <main id="content" className="mx-auto max-w-5xl px-4 py-6">
        {/* The shell stays while a screen's code loads, and when it could not be loaded. */}
        <LoadFailureBoundary resetKey={pathname}>
          <Suspense fallback={<FullPageLoader />}>
            <Outlet />
          </Suspense>
        </LoadFailureBoundary>
      </main>
      <BottomBar notifications={notifications} />
    </div>
  );
}
