// What the app's flows are built from: their area's server calls, toasts and the session. Each
// area module builds its flows from these (`create<Area>Flows(deps)`) and offers them through a
// hook that builds them once per session actor, with the runtime's replacement calls (tests)
// and, for screens that link to it, the member shell they run under. Every screen and card of
// one session, runtime and shell shares one set, and each flow of it is built on first use:
// building a machine is not cheap on a phone, a feed page holds many cards, and a screen takes
// one or two of its area's flows.
import type { AnyStateMachine } from 'xstate';
import type { SessionEvent } from '../../machines/session.machine.ts';
import { notify } from './notify.ts';
import { useMemberShell, type MemberShellActor } from './live-stream.tsx';
import { useRuntime, withRuntimeCalls, type Runtime } from './runtime.tsx';
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

type Built<TBuilders extends Record<string, () => AnyStateMachine>> = { [Name in keyof TBuilders]: ReturnType<TBuilders[Name]> };

/** The flows, each built by its builder when first read and kept from then on. */
export function lazyFlows<TBuilders extends Record<string, () => AnyStateMachine>>(builders: TBuilders): Built<TBuilders> {
  const flows = {};
  for (const [name, build] of Object.entries(builders)) {
    let flow: AnyStateMachine | undefined;
    Object.defineProperty(flows, name, { enumerable: true, get: () => (flow ??= build()) });
  }
  return flows as Built<TBuilders>;
}

/** The hook through which screens take an area's flows, built with the area's live server calls. */
export function areaFlowsHook<TApi, TFlows extends Record<string, AnyStateMachine>>(
  create: (deps: FlowDeps<TApi>) => TFlows,
  api: TApi,
): () => TFlows {
  const built = new WeakMap<SessionActor, TFlows>();
  // Keyed by the runtime and then the shell; a screen with no shell is under NO_SHELL.
  const linked = new WeakMap<SessionActor, WeakMap<Runtime, WeakMap<object, TFlows>>>();
  const NO_SHELL = {};

  function flowsFor(session: SessionActor): TFlows {
    let flows = built.get(session);
    if (!flows) built.set(session, (flows = create({ api, notify, session })));
    return flows;
  }

  function linkedFor(session: SessionActor, runtime: Runtime, shell: MemberShellActor | null): TFlows {
    let byRuntime = linked.get(session);
    if (!byRuntime) linked.set(session, (byRuntime = new WeakMap()));
    let byShell = byRuntime.get(runtime);
    if (!byShell) byRuntime.set(runtime, (byShell = new WeakMap()));
    let flows = byShell.get(shell ?? NO_SHELL);
    if (!flows) {
      const area = flowsFor(session);
      flows = lazyFlows(
        Object.fromEntries(
          Object.keys(area).map((name) => [name, () => linkedToShell(withRuntimeCalls(area[name], runtime), shell)]),
        ),
      ) as TFlows;
      byShell.set(shell ?? NO_SHELL, flows);
    }
    return flows;
  }

  return function useAreaFlows(): TFlows {
    return linkedFor(useSession(), useRuntime(), useMemberShell());
  };
}
