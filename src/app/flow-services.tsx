// What the app's flows are built from: their area's server calls, toasts and the session. Each
// area module builds its flows from these (`create<Area>Flows(deps)`) and offers them through a
// hook that builds them once per session actor, with the runtime's replacement calls (tests)
// and, for screens that link to it, the member shell they run under.
import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { SessionEvent } from '../../machines/session.machine.ts';
import { notify } from './notify.ts';
import { useMemberShell } from './live-stream.tsx';
import { useRuntime, withRuntimeCalls } from './runtime.tsx';
import { useSession, type SessionActor } from './session.tsx';
import { linkedToShell } from './shell-link.ts';

export type Notify = typeof notify;

/** How a flow tells the session what happened. */
export interface SessionLink {
  send: (event: SessionEvent) => void;
}

export interface FlowDeps<TApi> {
  api: TApi;
  notify: Notify;
  session: SessionLink;
}

/** The hook through which screens take an area's flows, built with the area's live server calls. */
export function areaFlowsHook<TApi, TFlows extends Record<string, AnyStateMachine>>(
  create: (deps: FlowDeps<TApi>) => TFlows,
  api: TApi,
): () => TFlows {
  const built = new WeakMap<SessionActor, TFlows>();

  function flowsFor(session: SessionActor): TFlows {
    let flows = built.get(session);
    if (!flows) built.set(session, (flows = create({ api, notify, session })));
    return flows;
  }

  return function useAreaFlows(): TFlows {
    const flows = flowsFor(useSession());
    const runtime = useRuntime();
    const shell = useMemberShell();
    return useMemo(
      () =>
        Object.fromEntries(
          Object.entries(flows).map(([name, flow]) => [name, linkedToShell(withRuntimeCalls(flow, runtime), shell)]),
        ) as TFlows,
      [flows, runtime, shell],
    );
  };
}
