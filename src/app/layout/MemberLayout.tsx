import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { LoadFailureBoundary } from '../../components/LoadFailureBoundary.tsx';
import { LiveStreamProvider, type LiveStreamActor } from '../live-stream.tsx';
import { BottomBar } from './BottomBar.tsx';
import { LiveNotices } from './LiveNotices.tsx';
import { PageSkeleton } from './MemberShellSkeleton.tsx';
import { TopBar } from './TopBar.tsx';
import { useMemberLiveStream } from './use-live-stream.ts';
import { useNotifications } from './use-notifications.ts';

const OpenedPostDialog = lazy(() => import('../../features/post/OpenedPostDialog.tsx'));

/** The post named by `?post=` (empty for one known to be deleted), opened over the page. */
function OpenedPost() {
  const [params, setParams] = useSearchParams();
  const opened = params.get('post');
  if (opened === null) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete('post');
        return current;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={null}>
      <OpenedPostDialog key={opened} uuid={opened === '' ? null : opened} onClose={close} />
    </Suspense>
  );
}

function MemberFrame({ live }: { live: LiveStreamActor }) {
  const notifications = useNotifications();
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen pb-16 md:pb-0">
      <TopBar notifications={notifications} />
      <LiveNotices live={live} />
      <main id="content" className="mx-auto max-w-5xl px-4 py-6">
        {/* The shell stays while a screen's code loads, and when it could not be loaded. */}
        <LoadFailureBoundary resetKey={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </LoadFailureBoundary>
      </main>
      <BottomBar notifications={notifications} />
      <OpenedPost />
    </div>
  );
}

/**
 * The frame of every member screen: top bar, the live stream's notices, content, and the bottom
 * bar on small screens. Its live stream feeds the screens inside.
 */
export function MemberLayout() {
  const live = useMemberLiveStream();
  return (
    <LiveStreamProvider actor={live}>
      <MemberFrame live={live} />
    </LiveStreamProvider>
  );
}
