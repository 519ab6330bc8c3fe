// Notifications on this device (contract §18), built from their dependencies: the push calls and
// the browser's permission and subscription. Apart from the app's status flows, so that only the
// screens offering the switch load them.
import { fromPromise } from 'xstate';
import { devicePushMachine, type DeviceSubscription } from '../../../machines/device-push.machine.ts';
import { fetchPushKey, subscribePush, unsubscribePush } from '../../api/push.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';
import { askPermission, readDevice, subscribeDevice, unsubscribeDevice } from '../offline/push-device.ts';

export const devicePushApi = { fetchPushKey, subscribePush, unsubscribePush };

export function createDevicePushFlows({ api }: FlowDeps<typeof devicePushApi>) {
  return lazyFlows({
    devicePush: () => devicePushMachine.provide({
      actors: {
        readDevice: fromPromise(readDevice),
        askPermission: fromPromise(askPermission),
        fetchPushKey: fromPromise(async () => api.fetchPushKey()),
        subscribeDevice: fromPromise(async ({ input }: { input: { key: string } }) => subscribeDevice(input.key)),
        saveSubscription: fromPromise(async ({ input }: { input: DeviceSubscription }) => {
          await api.subscribePush(input);
        }),
        unsubscribeDevice: fromPromise(unsubscribeDevice),
        removeSubscription: fromPromise(async ({ input }: { input: { endpoint: string } }) => {
          await api.unsubscribePush(input.endpoint);
        }),
      },
    }),
  });
}

export type DevicePushFlows = ReturnType<typeof createDevicePushFlows>;

/** The flows of notifications on this device. */
export const useDevicePushFlows = areaFlowsHook(createDevicePushFlows, devicePushApi);
