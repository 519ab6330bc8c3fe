// HAProxy's runtime API on its stats socket (BALANCER_STATS_SOCKET): one command per
// connection, answered as text.
import net from 'node:net';

/** The backend of deploy/haproxy.cfg. */
const BACKEND = 'fanbase_servers';

export function runtimeCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.createConnection(socketPath, () => socket.write(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(answer));
  });
}

/** Requests each server of the backend has been given so far, by server name. */
export async function requestsPerServer(socketPath: string): Promise<Map<string, number>> {
  const [header, ...rows] = (await runtimeCommand(socketPath, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const column = (name: string) => columns.indexOf(name);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[column('svname')];
    // HAProxy counts each request it hands to a server as one session of that server.
    if (cells[column('pxname')] === BACKEND && server !== 'BACKEND') counts.set(server, Number(cells[column('stot')]));
  }
  return counts;
}

/** `ready` takes requests, `maint` takes none. */
export async function setServerState(socketPath: string, server: string, state: 'ready' | 'maint'): Promise<void> {
  const answer = await runtimeCommand(socketPath, `set server ${BACKEND}/${server} state ${state}`);
  if (answer.trim() !== '') throw new Error(`HAProxy refused to set ${server} ${state}: ${answer}`);
}
