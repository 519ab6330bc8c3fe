// Who is online, answered at once, for screens that show the list while another flow is tested
// (unanswered, the live poller would call a server that is not there and log the failure).
import { fromPromise } from 'xstate';
import type { PublicUser } from '../../contract/wire.ts';
import { liveFlows } from './live-flows.ts';

export const answeringPresence = (users: PublicUser[] = []) =>
  liveFlows.presence.provide({ actors: { fetchOnlineUsers: fromPromise<PublicUser[]>(async () => users) } });
