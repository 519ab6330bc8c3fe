// The live stream given its real connection: one EventSource over fetch per attempt.
import { fromCallback } from 'xstate';
import { liveStreamMachine, type ConnectionInput, type LiveStreamEvent } from '../../../machines/live-stream.machine.ts';
import { openEventStream } from '../../api/stream.ts';

export const streamFlows = {
  liveStream: liveStreamMachine.provide({
    actors: {
      connection: fromCallback<LiveStreamEvent, ConnectionInput>(({ input, sendBack }) =>
        openEventStream(input, {
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
