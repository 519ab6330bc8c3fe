// The app's flows: each pure machine given its real effects (API calls, storage, toasts),
// one module per area. Screens import their area's module (so each route carries only its own
// machines); tests take a flow from here and replace only its actors with stubs.
import { accountFlows } from './flows/account.ts';
import { albumFlows } from './flows/albums.ts';
import { peopleFlows } from './flows/people.ts';
import { postFlows } from './flows/posts.ts';
import { profileFlows } from './flows/profile.ts';
import { sessionFlows } from './flows/session.ts';
import { streamFlows } from './flows/stream.ts';

export const liveFlows = {
  ...accountFlows,
  ...albumFlows,
  ...peopleFlows,
  ...postFlows,
  ...profileFlows,
  ...sessionFlows,
  ...streamFlows,
};

export type Flows = typeof liveFlows;
