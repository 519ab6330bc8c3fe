// The browser's connection for machines/connection: its online and offline events, whether the
// app's requests reach the server, and the writes the API client refused meanwhile.
import type { ConnectionEvent } from '../../../machines/connection.machine.ts';
import { onConnectionSignal, type ConnectionSignal } from '../../api/connection-signals.ts';
import { isOffline } from '../../api/offline-writes.ts';

export { isOffline };

const EVENT_OF = { reached: 'REACHED', unreachable: 'UNREACHABLE', writeRefused: 'WRITE_REFUSED' } as const satisfies Record<
  ConnectionSignal,
  ConnectionEvent['type']
>;

export function watchConnection(send: (event: ConnectionEvent) => void): () => void {
  const online = () => send({ type: 'ONLINE' });
  const offline = () => send({ type: 'OFFLINE' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  const stopSignals = onConnectionSignal((signal) => send({ type: EVENT_OF[signal] }));
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    stopSignals();
  };
}
