// What the app's flows are built from: their area's server calls, toasts, the browser's storage
// and the session. Each area module builds its flows from these (`create<Area>Flows(deps)`) and
// offers them through a hook that builds them once per app: from the services of this context,
// the session of the SessionProvider, and the runtime's replacement calls (tests).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { SessionEvent } from '../../machines/session.machine.ts';
import { tokenStore } from '../api/token-store.ts';
import { notify } from './notify.ts';
import { useRuntime, withRuntimeCalls } from './runtime.tsx';
import { useSession, type SessionActor } from './session.tsx';

export type Notify = typeof notify;

/** What the browser keeps for the session (token, verified flag, e-mail awaiting its code). */
export type SessionStorage = typeof tokenStore;

/** How a flow tells the session what happened. */
export interface SessionLink {
  send: (event: SessionEvent) => void;
}

export interface FlowServices {
  notify: Notify;
  storage: SessionStorage;
}

export interface FlowDeps<TApi> extends FlowServices {
  api: TApi;
  session: SessionLink;
}

const liveServices: FlowServices = { notify, storage: tokenStore };

const FlowServicesContext = createContext<FlowServices>(liveServices);

/** Other toasts or storage for the flows inside (tests); the app uses the live ones. */
export function FlowServicesProvider({ services, children }: { services: FlowServices; children: ReactNode }) {
  return <FlowServicesContext.Provider value={services}>{children}</FlowServicesContext.Provider>;
}

/** The hook through which screens take an area's flows, built with the area's live server calls. */
export function areaFlowsHook<TApi, TFlows extends Record<string, AnyStateMachine>>(
  create: (deps: FlowDeps<TApi>) => TFlows,
  api: TApi,
): () => TFlows {
  const built = new WeakMap<FlowServices, WeakMap<SessionActor, TFlows>>();

  function flowsFor(services: FlowServices, session: SessionActor): TFlows {
    let bySession = built.get(services);
    if (!bySession) built.set(services, (bySession = new WeakMap()));
    let flows = bySession.get(session);
    if (!flows) bySession.set(session, (flows = create({ ...services, api, session })));
    return flows;
  }

  return function useAreaFlows(): TFlows {
    const flows = flowsFor(useContext(FlowServicesContext), useSession());
    const runtime = useRuntime();
    return useMemo(
      () => Object.fromEntries(Object.entries(flows).map(([name, flow]) => [name, withRuntimeCalls(flow, runtime)])) as TFlows,
      [flows, runtime],
    );
  };
}
