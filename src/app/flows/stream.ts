// The live stream, built from its dependency: one EventSource over fetch per attempt.
import { fromCallback } from 'xstate';
import { liveStreamMachine, type ConnectionInput, type LiveStreamEvent } from '../../../machines/live-stream.machine.ts';
import { openEventStream } from '../../api/stream.ts';
import { areaFlowsHook, type FlowDeps } from '../flow-services.tsx';

export const streamApi = { openEventStream };

export function createStreamFlows({ api }: Pick<FlowDeps<typeof streamApi>, 'api'>) {
  return {
    liveStream: liveStreamMachine.provide({
      actors: {
        connection: fromCallback<LiveStreamEvent, ConnectionInput>(({ input, sendBack }) =>
          api.openEventStream(input, {
            opened: () => sendBack({ type: 'CONNECTION.OPENED' }),
            message: (id, kind, data) => sendBack({ type: 'CONNECTION.MESSAGE', id, kind, data }),
            alive: () => sendBack({ type: 'CONNECTION.ALIVE' }),
            lost: () => sendBack({ type: 'CONNECTION.LOST' }),
            refused: (status) => sendBack({ type: 'CONNECTION.REFUSED', status }),
          }),
        ),
      },
    }),
  };
}

export type StreamFlows = ReturnType<typeof createStreamFlows>;

/** The live stream flow of this app. */
export const useStreamFlows = areaFlowsHook(createStreamFlows, streamApi);
