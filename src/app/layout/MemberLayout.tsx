import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { BottomBar } from './BottomBar.tsx';
import { TopBar } from './TopBar.tsx';
import { useNotifications } from './use-notifications.ts';

/** The frame of every member screen: top bar, content, and the bottom bar on small screens. */
export function MemberLayout() {
  const notifications = useNotifications();
  return (
    <div className="min-h-screen pb-16 md:pb-0">
      <TopBar notifications={notifications} />
      <main id="content" className="mx-auto max-w-5xl px-4 py-6">
        {/* The shell stays while a screen's code loads. */}
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomBar notifications={notifications} />
    </div>
  );
}
