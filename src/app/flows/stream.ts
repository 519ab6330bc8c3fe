// The live stream and the member shell that runs it, built from their dependencies: one
// EventSource over fetch per attempt, the page's visibility and the network as the browser
// reports them, toasts, and the session the shell tells when the server ends it.
import { fromCallback } from 'xstate';
import { liveStreamMachine, type ConnectionInput, type LiveStreamEvent } from '../../../machines/live-stream.machine.ts';
import { memberShellMachine, type MemberShellEvent } from '../../../machines/member-shell.machine.ts';
import type { SessionEvent } from '../../../machines/session.machine.ts';
import { openEventStream } from '../../api/stream.ts';
import { text } from '../../text/catalogue.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';

export const streamApi = { openEventStream };

/** Reports the page being hidden and seen again, starting with a hidden page. */
const pageVisibility = fromCallback<MemberShellEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });
  if (document.visibilityState === 'hidden') report();
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
});

/** Reports the browser losing its network and getting it back, starting offline. */
const network = fromCallback<MemberShellEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: navigator.onLine ? 'ONLINE' : 'OFFLINE' });
  if (!navigator.onLine) report();
  window.addEventListener('online', report);
  window.addEventListener('offline', report);
  return () => {
    window.removeEventListener('online', report);
    window.removeEventListener('offline', report);
  };
});

export function createStreamFlows({ api, notify, session }: Pick<FlowDeps<typeof streamApi>, 'api' | 'notify' | 'session'>) {
  return lazyFlows({
    liveStream: () => liveStreamMachine.provide({
      actors: {
        connection: fromCallback<LiveStreamEvent, ConnectionInput>(({ input, sendBack }) =>
          api.openEventStream(input, {
            opened: () => sendBack({ type: 'CONNECTION.OPENED' }),
            message: (id, kind, data) => sendBack({ type: 'CONNECTION.MESSAGE', id, kind, data }),
            alive: () => sendBack({ type: 'CONNECTION.ALIVE' }),
            lost: () => sendBack({ type: 'CONNECTION.LOST' }),
            refused: (status, because) => sendBack({ type: 'CONNECTION.REFUSED', status, ...(because !== undefined && { because }) }),
          }),
        ),
      },
    }),

    /** Its children (stream, lists) and the way it follows the session are given where it starts. */
    memberShell: () => memberShellMachine.provide({
      actors: { pageVisibility, network },
      actions: {
        tellSession: (_, event) => session.send(event as SessionEvent),
        notifySessionEnded: () => notify.error(text.live.sessionEnded),
      },
    }),
  });
}

export type StreamFlows = ReturnType<typeof createStreamFlows>;

/** The live stream and member shell flows of this app. */
export const useStreamFlows = areaFlowsHook(createStreamFlows, streamApi);
