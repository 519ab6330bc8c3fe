import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { LoadFailureBoundary } from '../../components/LoadFailureBoundary.tsx';
import { MemberShellProvider, type MemberShellActor, type NotificationsActor } from '../live-stream.tsx';
import { BottomBar } from './BottomBar.tsx';
import { LiveNotices } from './LiveNotices.tsx';
import { PageSkeleton } from './MemberShellSkeleton.tsx';
import { TopBar } from './TopBar.tsx';
import { useMemberShellActor } from './use-member-shell.ts';

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

function MemberFrame({ shell }: { shell: MemberShellActor }) {
  // The bell's list runs as long as the shell does.
  const notifications = shell.getSnapshot().children.notifications as NotificationsActor;
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen pb-16 md:pb-0">
      <TopBar notifications={notifications} />
      <LiveNotices shell={shell} />
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
 * bar on small screens. Its live part (stream, bell, who is online) feeds the screens inside.
 */
export function MemberLayout() {
  const shell = useMemberShellActor();
  return (
    <MemberShellProvider shell={shell}>
      <MemberFrame shell={shell} />
    </MemberShellProvider>
  );
}
