// Every flow of the app built with its live dependencies, for tests to take a flow from and
// replace only its actors with stubs (Runtime.flows). Screens run those actors inside the flow
// built for the rendered app, so the toasts and session there are the app's; this session link
// is never the one a screen's flow tells.
import type { FlowDeps } from '../../src/app/flow-services.tsx';
import { accountApi, createAccountFlows } from '../../src/app/flows/account.ts';
import { albumApi, createAlbumFlows } from '../../src/app/flows/albums.ts';
import { createDeviceFlows, deviceApi } from '../../src/app/flows/device.ts';
import { createDevicePushFlows, devicePushApi } from '../../src/app/flows/device-push.ts';
import { createModerationFlows, moderationApi } from '../../src/app/flows/moderation.ts';
import { createPeopleFlows, peopleApi } from '../../src/app/flows/people.ts';
import { createPostFlows, postApi } from '../../src/app/flows/posts.ts';
import { createProfileFlows, profileApi } from '../../src/app/flows/profile.ts';
import { createSafetyFlows, safetyApi } from '../../src/app/flows/safety.ts';
import { createSessionFlows, sessionApi } from '../../src/app/flows/session.ts';
import { createSignInFlows, signInApi } from '../../src/app/flows/sign-in.ts';
import { tokenStore } from '../../src/api/token-store.ts';
import { createStreamFlows, streamApi } from '../../src/app/flows/stream.ts';
import type { Flows } from '../../src/app/flows.ts';
import { notify } from '../../src/app/notify.ts';

function liveDeps<TApi>(api: TApi): FlowDeps<TApi> {
  return { api, notify, session: { send: () => {} } };
}

export const liveFlows: Flows = {
  ...createAccountFlows(liveDeps(accountApi)),
  ...createSignInFlows(liveDeps(signInApi)),
  ...createAlbumFlows(liveDeps(albumApi)),
  ...createDeviceFlows(liveDeps(deviceApi)),
  ...createDevicePushFlows(liveDeps(devicePushApi)),
  ...createModerationFlows(liveDeps(moderationApi)),
  ...createPeopleFlows(liveDeps(peopleApi)),
  ...createPostFlows(liveDeps(postApi)),
  ...createProfileFlows(liveDeps(profileApi)),
  ...createSafetyFlows(liveDeps(safetyApi)),
  ...createSessionFlows({ api: sessionApi, storage: tokenStore }),
  ...createStreamFlows(liveDeps(streamApi)),
};
