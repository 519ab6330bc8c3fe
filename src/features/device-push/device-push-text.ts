// What the device's notification state says, the same on the account page and in the suggestion.
import type { SnapshotFrom } from 'xstate';
import type { devicePushMachine } from '../../../machines/device-push.machine.ts';
import { text } from '../../text/catalogue.ts';

const t = text.device.push;

export type DevicePushSnapshot = SnapshotFrom<typeof devicePushMachine>;

/** The line under the switch, or null where nothing needs saying. */
export function devicePushStatus(snapshot: DevicePushSnapshot): string | null {
  if (snapshot.matches('checking')) return t.checking;
  if (snapshot.matches('unsupported')) return t.unsupported;
  if (snapshot.matches('asking')) return t.asking;
  if (snapshot.matches('subscribing') || snapshot.matches('unsubscribing')) return t.working;
  if (snapshot.matches('subscribed')) return t.on;
  if (snapshot.matches('denied')) return t.denied;
  if (snapshot.matches('notAsked')) return t.off;
  return null;
}
