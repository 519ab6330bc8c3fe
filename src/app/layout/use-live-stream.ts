import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { LIVE_EVENT } from '../../../contract/live-events.ts';
import { text } from '../../text/catalogue.ts';
import { useStreamFlows } from '../flows/stream.ts';
import type { LiveStreamActor } from '../live-stream.tsx';
import { notify } from '../notify.ts';
import { useActorOptions } from '../runtime.tsx';
import { useSession, useSessionSelector } from '../session.tsx';
import { useEmitted } from '../use-emitted.ts';
import { useNetworkStatus } from '../use-network-status.ts';
import { usePageVisibility } from '../use-page-visibility.ts';

/**
 * The member shell's live stream (machines/live-stream.machine.ts): it follows the session's
 * token, the page's visibility and the network, and a session ended elsewhere signs this tab out.
 */
export function useMemberLiveStream(): LiveStreamActor {
  const session = useSession();
  const token = useSessionSelector((snapshot) => snapshot.context.token);
  const actor = useActorRef(useStreamFlows().liveStream, { ...useActorOptions(), input: { token } });
  const streamToken = useRef(token);

  useEffect(() => {
    if (streamToken.current === token) return;
    streamToken.current = token;
    actor.send(token === null ? { type: 'SIGNED_OUT' } : { type: 'SIGNED_IN', token });
  }, [actor, token]);

  usePageVisibility(actor.send);
  useNetworkStatus(actor.send);

  useEmitted(actor, LIVE_EVENT.revoked, () => {
    // Signing out here ends the stream too; that needs no word.
    if (session.getSnapshot().context.token === null) return;
    notify.error(text.live.sessionEnded);
    session.send({ type: 'UNAUTHENTICATED' });
  });
  return actor;
}
