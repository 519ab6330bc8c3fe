import { useActorRef, useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useEmitted } from '../../app/use-emitted.ts';
import { Button } from '../../components/Button.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { OwnThreadCard } from '../../features/post/OwnThreadCard.tsx';
import { PostCard, type PostAuthor } from '../../features/post/PostCard.tsx';
import { ThreadComposeModal } from '../../components/post/ThreadComposeModal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { text } from '../../text/catalogue.ts';
import { usePostFlows } from '../../app/flows/posts.ts';

export interface ThreadsTabProps {
  username: string;
  isOwner: boolean;
  /** The member's profile photo: the list's items carry no author. */
  photo: string | null;
  /** A thread was deleted: the header's count changes. */
  onContentChanged: () => void;
}

const t = text.thread;

/** The threads of one member (the Threads tab of a profile); another member's profile starts afresh. */
export function ThreadsTab(props: ThreadsTabProps) {
  return <MemberThreads key={props.username} {...props} />;
}

function MemberThreads({ username, isOwner, photo, onContentChanged }: ThreadsTabProps) {
  const actorOptions = useActorOptions();
  const [state, send] = useMachine(usePostFlows().userThreads, { ...actorOptions, input: { username } });
  const compose = useActorRef(usePostFlows().threadCompose, actorOptions);
  const navigate = useNavigate();
  useEmitted(compose, 'posted', () => navigate(pathTo('explorer')));

  const author: PostAuthor = { username, foto_profile: photo };
  const { threads } = state.context;
  // While they load again, the threads shown stay.
  const shown = state.matches('loaded') || state.matches('refreshing');

  return (
    <div className="space-y-4">
      {isOwner && (
        <div className="flex justify-end">
          <Button onClick={() => compose.send({ type: 'OPEN' })}>{t.create}</Button>
        </div>
      )}
      {state.hasTag('loadingThreads') && (
        <div className="flex justify-center py-10 text-rose-700 dark:text-rose-400">
          <Spinner className="scale-150" />
        </div>
      )}
      {state.matches('failed') && <FailureView message={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />}
      {shown && threads.length === 0 && (
        <p className="py-10 text-center text-slate-600 dark:text-slate-400">{t.empty}</p>
      )}
      {shown && threads.length > 0 && (
        <ul className="space-y-4">
          {threads.map(({ thread, ...post }) =>
            thread ? (
              <li key={post.uuid}>
                {isOwner ? (
                  <OwnThreadCard
                    post={{ ...post, thread }}
                    author={author}
                    onDeleted={(uuid) => {
                      send({ type: 'REMOVE', uuid });
                      onContentChanged();
                    }}
                  />
                ) : (
                  <PostCard post={{ ...post, thread }} author={author} />
                )}
              </li>
            ) : null,
          )}
        </ul>
      )}
      <ThreadComposeModal actor={compose} />
    </div>
  );
}
