// Which machine implementations, clock and inspector the screens' actors use. The app uses
// the live flows; tests swap in flows with stubbed actors and a simulated clock.
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
import { liveFlows, type Flows } from './flows.ts';

export interface Runtime {
  flows?: Partial<Flows>;
  clock?: Clock;
  inspect?: (event: InspectionEvent) => void;
}

const RuntimeContext = createContext<Runtime>({});

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useFlow<K extends keyof Flows>(name: K): Flows[K] {
  const runtime = useContext(RuntimeContext);
  return (runtime.flows?.[name] ?? liveFlows[name]) as Flows[K];
}

/** Options for useMachine: the runtime's clock and inspector. */
export function useActorOptions(): { clock?: Clock; inspect?: (event: InspectionEvent) => void } {
  const { clock, inspect } = useContext(RuntimeContext);
  // An option given as undefined would replace the actor's own clock, and delays would fail.
  return { ...(clock && { clock }), ...(inspect && { inspect }) };
}
