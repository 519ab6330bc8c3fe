// Which server calls, clock and inspector the screens' actors use. The app uses its flows as built;
// tests answer a flow's calls with stubs and run it on a simulated clock.
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic, AnyStateMachine, InspectionEvent } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface Runtime {
  /**
   * Replacement calls by machine id: the given machine's actors and delays replace the flow's
   * (tests: the same flow with stubbed actors). Toasts, storage and the session stay the app's.
   */
  flows?: Partial<Record<string, AnyStateMachine>>;
  clock?: Clock;
  inspect?: (event: InspectionEvent) => void;
}

const RuntimeContext = createContext<Runtime>({});

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): Runtime {
  return useContext(RuntimeContext);
}

/** The flow, with the runtime's replacement calls for the same machine if it has any. */
export function withRuntimeCalls<M extends AnyStateMachine>(flow: M, runtime: Runtime): M {
  const replacement = runtime.flows?.[flow.id];
  if (!replacement) return flow;
  const { actors, delays } = replacement.implementations;
  return flow.provide({ actors, delays } as Parameters<M['provide']>[0]) as M;
}

/** Options for useMachine: the runtime's clock and inspector. */
export function useActorOptions(): { clock?: Clock; inspect?: (event: InspectionEvent) => void } {
  const { clock, inspect } = useContext(RuntimeContext);
  // An option given as undefined would replace the actor's own clock, and delays would fail.
  return { ...(clock && { clock }), ...(inspect && { inspect }) };
}
