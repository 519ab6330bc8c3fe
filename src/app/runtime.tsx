// Which machine implementations, clock and inspector the screens' actors use. The app uses
// the live flows; tests swap in flows with stubbed actors and a simulated clock.
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic, AnyStateMachine, InspectionEvent } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface Runtime {
  /** Replacement flows by machine id (tests: the same flow with stubbed actors). */
  flows?: Partial<Record<string, AnyStateMachine>>;
  clock?: Clock;
  inspect?: (event: InspectionEvent) => void;
}

const RuntimeContext = createContext<Runtime>({});

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The live flow, or the runtime's replacement for the same machine. */
export function useFlow<M extends AnyStateMachine>(live: M): M {
  const runtime = useContext(RuntimeContext);
  return (runtime.flows?.[live.id] as M | undefined) ?? live;
}

/** Options for useMachine: the runtime's clock and inspector. */
export function useActorOptions(): { clock?: Clock; inspect?: (event: InspectionEvent) => void } {
  const { clock, inspect } = useContext(RuntimeContext);
  // An option given as undefined would replace the actor's own clock, and delays would fail.
  return { ...(clock && { clock }), ...(inspect && { inspect }) };
}
