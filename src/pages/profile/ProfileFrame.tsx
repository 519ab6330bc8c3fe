import { useMachine } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { NoticeView } from '../../components/NoticeView.tsx';
import { text } from '../../text/catalogue.ts';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';
import { usePeopleFlows } from '../../app/flows/people.ts';

export interface ProfileTabContent {
  username: string;
  isOwner: boolean;
  /** The member's profile photo, as the header shows it. */
  photo: string | null;
  /** The tab changed what the header counts (an album archived, a thread deleted). */
  onContentChanged: () => void;
}

interface ProfileFrameProps {
  /** From the address. */
  username: string;
  /** The tab's content, mounted anew for each loaded profile. */
  children: (tab: ProfileTabContent) => ReactNode;
}

/** A profile page: loader, failure with retry, no such member, or header, tabs and the current tab. */
export function ProfileFrame({ username, children }: ProfileFrameProps) {
  const [state, send] = useMachine(usePeopleFlows().profileLoad, { ...useActorOptions(), input: { username } });
  const me = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');

  useEffect(() => send({ type: 'USERNAME_CHANGED', username }), [send, username]);

  const { profile } = state.context;
  if (state.hasTag('loadingProfile')) return <FullPageLoader />;
  if (state.matches('notFound')) {
    return (
      <NoticeView title={text.profile.notFound} message={text.profile.notFoundBody(username)}>
        <Link
          to={pathTo('explorer')}
          className="inline-flex rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          {text.profile.toExplorer}
        </Link>
      </NoticeView>
    );
  }
  if (!profile) return <FailureView message={text.profile.loadFailed} onRetry={() => send({ type: 'RETRY' })} />;

  // Usernames are matched without regard to case (contract §6).
  const isOwner = profile.data.username.toLowerCase() === me.toLowerCase();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProfileHeader profile={profile} isOwner={isOwner} />
      <ProfileTabs username={username} isOwner={isOwner} />
      <div>
        {children({
          username,
          isOwner,
          photo: profile.data.foto_profile,
          onContentChanged: () => send({ type: 'REFRESH' }),
        })}
      </div>
    </div>
  );
}
