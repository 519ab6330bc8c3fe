import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { text } from '../../text/catalogue.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { usePostFlows } from '../../app/flows/posts.ts';

const t = text.likers;

/** Who liked a post: photo, username (to the profile) and first name. */
export function LikersModal({ postId, onClose }: { postId: number; onClose: () => void }) {
  const [state, send] = useMachine(usePostFlows().likers, { ...useActorOptions(), input: { postId } });
  const { likers } = state.context;

  return (
    <Modal title={t.title} onClose={onClose} width="max-w-sm">
      {state.hasTag('loadingLikers') && (
        <div className="flex justify-center py-6 text-rose-700 dark:text-rose-400">
          <Spinner className="scale-150" />
        </div>
      )}
      {state.matches('failed') && <FailureView message={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />}
      {state.matches('loaded') && likers.length === 0 && (
        <p className="py-6 text-center text-slate-600 dark:text-slate-400">{t.empty}</p>
      )}
      {state.matches('loaded') && likers.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {likers.map((liker) => (
            <li key={liker.username} className="flex items-center gap-3 py-2">
              <Avatar src={liker.foto_profile} username={liker.username} />
              <div className="min-w-0">
                <Link
                  to={pathTo('profile', { username: liker.username })}
                  className="block truncate font-semibold text-slate-900 hover:underline dark:text-white"
                >
                  {liker.username}
                </Link>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">{liker.first_name}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
