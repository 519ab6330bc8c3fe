// The browser's connection for machines/connection: its online and offline events, whether the
// app's requests reach the server, and the writes the API client refused meanwhile.
import type { ConnectionEvent } from '../../../machines/connection.machine.ts';
import { isOffline, onRefusedWrite } from '../../api/offline-writes.ts';
import { onReach } from '../../api/reachability.ts';

export { isOffline };

export function watchConnection(send: (event: ConnectionEvent) => void): () => void {
  const online = () => send({ type: 'ONLINE' });
  const offline = () => send({ type: 'OFFLINE' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  const stopRefusals = onRefusedWrite(() => send({ type: 'WRITE_REFUSED' }));
  const stopReach = onReach((reach) => send({ type: reach === 'reached' ? 'REACHED' : 'UNREACHABLE' }));
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    stopRefusals();
    stopReach();
  };
}
