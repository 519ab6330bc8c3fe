import { useActorRef, useMachine } from '@xstate/react';
import { useDeferredValue, useState } from 'react';
import { useActorOptions } from '../../app/runtime.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { pushSuggestion } from '../../app/offline/push-suggestion.ts';
import { useEmitted } from '../../app/use-emitted.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { PushSuggestion } from '../../features/device-push/PushSuggestion.tsx';
import { EmergencyButton } from '../../features/emergency/EmergencyButton.tsx';
import { OnlineUsersPanel } from '../../features/OnlineUsersPanel.tsx';
import { ThreadComposeModal } from '../../components/post/ThreadComposeModal.tsx';
import { text } from '../../text/catalogue.ts';
import { FeedList } from './FeedList.tsx';
import { usePostFlows } from '../../app/flows/posts.ts';

/** The home feed: the compose box, every member's posts, and who is online on wide screens. */
export default function ExplorerPage() {
  const actorOptions = useActorOptions();
  const [feed, sendToFeed] = useMachine(usePostFlows().feed, actorOptions);
  // A page of cards is long work on a phone: the list renders in the background, in slices the
  // browser can interrupt, and shows the feed's state as of the last finished render.
  const shownFeed = useDeferredValue(feed);
  const compose = useActorRef(usePostFlows().threadCompose, actorOptions);
  const user = useSessionSelector((snapshot) => snapshot.context.user);
  // Offered once, after a post: the moment a member has something others may answer.
  const [suggestPush, setSuggestPush] = useState(false);
  useEmitted(compose, 'posted', () => {
    sendToFeed({ type: 'REFRESH' });
    if (pushSuggestion.takeTurn()) setSuggestPush(true);
  });

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
      <section className="min-w-0 space-y-4">
        <h1 className="sr-only">{text.pages.explorer}</h1>
        <div className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <Avatar src={user?.foto_profile} username={user?.username ?? ''} decorative />
          <button
            type="button"
            onClick={() => compose.send({ type: 'OPEN' })}
            className="flex-1 rounded-full border border-slate-300 px-4 py-2.5 text-left text-slate-600 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            {text.feed.compose}
          </button>
        </div>
        {suggestPush && <PushSuggestion onLater={() => setSuggestPush(false)} />}
        <FeedList state={shownFeed} send={sendToFeed} />
      </section>
      <aside className="hidden md:block">
        <div className="sticky top-20">
          <OnlineUsersPanel />
        </div>
      </aside>
      <ThreadComposeModal actor={compose} />
      <EmergencyButton />
    </div>
  );
}
