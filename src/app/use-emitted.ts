// Lets a screen react to what an actor announces (emitted events), e.g. "posted" or "deleted".
import { useEffect, useEffectEvent } from 'react';
import type { EventObject, Subscription } from 'xstate';

interface Emitter<TEmitted extends EventObject> {
  on: (type: TEmitted['type'], handler: (emitted: TEmitted) => void) => Subscription;
}

export function useEmitted<TEmitted extends EventObject>(
  actor: Emitter<TEmitted>,
  type: TEmitted['type'],
  handler: (emitted: TEmitted) => void,
): void {
  const onEmitted = useEffectEvent(handler);
  useEffect(() => {
    const subscription = actor.on(type, (emitted) => onEmitted(emitted));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
