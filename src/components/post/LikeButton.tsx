import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { likeToggleMachine } from '../../../machines/like-toggle.machine.ts';
import { text } from '../../text/catalogue.ts';
import { HeartIcon } from '../icons.tsx';

export type LikeActor = ActorRefFrom<typeof likeToggleMachine>;

/** The heart: filled red when liked; the press shows at once and is saved in the background. */
export function LikeButton({ actor }: { actor: LikeActor }) {
  const liked = useSelector(actor, (snapshot) => snapshot.context.liked);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('savingLike'));
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-busy={saving || undefined}
      onClick={() => actor.send({ type: 'TOGGLE' })}
      className={`rounded-full p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800 ${
        liked ? 'text-red-600 dark:text-red-500' : 'text-slate-700 dark:text-slate-300'
      }`}
    >
      <HeartIcon filled={liked} />
      <span className="sr-only">{text.post.like}</span>
    </button>
  );
}
