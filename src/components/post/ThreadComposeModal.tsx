import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { threadComposeMachine } from '../../../machines/thread-compose.machine.ts';
import { text } from '../../text/catalogue.ts';
import { ThreadFormModal } from './ThreadFormModal.tsx';

export type ThreadComposeActor = ActorRefFrom<typeof threadComposeMachine>;

/** The create-post modal's thread form, shown while the compose flow is open. */
export function ThreadComposeModal({ actor }: { actor: ThreadComposeActor }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  if (!state.matches('open')) return null;
  return (
    <ThreadFormModal
      title={text.thread.composeTitle}
      submitLabel={text.thread.post}
      value={state.context.text}
      error={state.context.error}
      busy={state.hasTag('postingThread')}
      canSubmit={state.can({ type: 'SUBMIT' })}
      onChange={(value) => actor.send({ type: 'TEXT_CHANGED', text: value })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
