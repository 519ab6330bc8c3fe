// The app's flows, one module per area, each built from its dependencies by `create<Area>Flows`
// and taken by screens through that area's hook (so each route carries only its own machines).
import type { AccountFlows } from './flows/account.ts';
import type { AlbumFlows } from './flows/albums.ts';
import type { DeviceFlows } from './flows/device.ts';
import type { DevicePushFlows } from './flows/device-push.ts';
import type { ModerationFlows } from './flows/moderation.ts';
import type { PeopleFlows } from './flows/people.ts';
import type { PostFlows } from './flows/posts.ts';
import type { ProfileFlows } from './flows/profile.ts';
import type { SafetyFlows } from './flows/safety.ts';
import type { SessionFlows } from './flows/session.ts';
import type { SignInFlows } from './flows/sign-in.ts';
import type { StreamFlows } from './flows/stream.ts';

export type Flows = AccountFlows &
  AlbumFlows &
  DeviceFlows &
  DevicePushFlows &
  ModerationFlows &
  PeopleFlows &
  PostFlows &
  ProfileFlows &
  SafetyFlows &
  SessionFlows &
  SignInFlows &
  StreamFlows;
