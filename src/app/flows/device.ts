// The app on this device (contract §18), built from its dependencies: the version it runs and
// its connection, both shown in the status region above every screen.
import { fromCallback, fromPromise } from 'xstate';
import { appUpdateMachine, type AppUpdateEvent } from '../../../machines/app-update.machine.ts';
import { connectionMachine, type ConnectionEvent } from '../../../machines/connection.machine.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';
import { watchConnection } from '../offline/connection.ts';
import { activateNewVersion, watchVersions } from '../offline/service-worker.ts';

/** These flows call no endpoint. */
export const deviceApi = {};

export function createDeviceFlows(_deps: FlowDeps<typeof deviceApi>) {
  return lazyFlows({
    appUpdate: () => appUpdateMachine.provide({
      actors: {
        watchVersions: fromCallback<AppUpdateEvent>(({ sendBack }) => watchVersions(() => sendBack({ type: 'NEW_VERSION_WAITING' }))),
        activateNewVersion: fromPromise(activateNewVersion),
        reloadPage: fromPromise(async () => window.location.reload()),
      },
    }),

    connection: () => connectionMachine.provide({
      actors: { watchConnection: fromCallback<ConnectionEvent>(({ sendBack }) => watchConnection(sendBack)) },
    }),
  });
}

export type DeviceFlows = ReturnType<typeof createDeviceFlows>;

/** The flows of the app on this device. */
export const useDeviceFlows = areaFlowsHook(createDeviceFlows, deviceApi);
