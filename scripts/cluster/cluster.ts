// Several server processes (`server/main.ts`) on one database behind HAProxy, configured by
// `deploy/haproxy.cfg`. Used by `npm run cluster` and by the balancer test, so both run the
// same processes the same way.
import { spawnSync } from 'node:child_process';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { startProcess, type RunningProcess } from './process.ts';

const HAPROXY_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));
const SERVER_MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url));
/** The server slots of the HAProxy configuration (BALANCER_SERVER_1 … _8). */
export const MAX_SERVERS = 8;
/** The servers listen here only; this is also the address the balancer connects from. */
const SERVER_HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;

export interface ClusterSettings {
  /** Where clients reach the balancer. */
  host: string;
  port: number;
  /** One server process per port, on 127.0.0.1. */
  serverPorts: number[];
  /**
   * Environment of every server process (DATABASE_URL, DATA_DIR, limits…); HOST, PORT and
   * TRUST_PROXY are set per process.
   */
  serverEnv: NodeJS.ProcessEnv;
  /** Added to serverEnv for the process of serverPorts[index] (e.g. a DATA_DIR of its own). */
  envOf?: (index: number) => NodeJS.ProcessEnv;
  /** Path of HAProxy's runtime API socket, when one is wanted. */
  statsSocket?: string;
  /** Receives what every process writes. */
  output: Writable;
}

export interface ClusterServer {
  /** The server's name in HAProxy (server1, server2, …). */
  name: string;
  url: string;
}

export interface Cluster {
  /** The balancer's origin. */
  url: string;
  servers: ClusterServer[];
  /** Starts the servers, then HAProxy; resolves once a request through the balancer is answered. */
  start(): Promise<void>;
  /** Resolves with a description when a process ends without stop(). */
  failed: Promise<string>;
  /** Stops HAProxy, then the servers; may be called at any time, also while starting. */
  stop(): Promise<void>;
}

export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).error === undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createCluster(settings: ClusterSettings): Cluster {
  const { serverPorts } = settings;
  if (serverPorts.length < 1 || serverPorts.length > MAX_SERVERS) {
    throw new Error(`A cluster has 1 to ${MAX_SERVERS} server processes (the slots of ${HAPROXY_CONFIG}), not ${serverPorts.length}`);
  }
  const url = `http://${settings.host}:${settings.port}`;
  const servers = serverPorts.map((port, index) => ({ name: `server${index + 1}`, url: `http://${SERVER_HOST}:${port}` }));

  let stopping = false;
  const serverProcesses: RunningProcess[] = [];
  let balancer: RunningProcess | undefined;
  let reportFailure: (reason: string) => void = () => {};
  const failed = new Promise<string>((resolve) => (reportFailure = resolve));

  function launch(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): RunningProcess {
    if (stopping) throw new Error('The cluster was stopped while starting');
    const running = startProcess(name, command, args, env, settings.output);
    void running.ended.then((reason) => {
      if (!stopping) reportFailure(reason);
    });
    return running;
  }

  /** Polls the health route of `origin` until it answers 200, while `running` lives. */
  async function waitUntilHealthy(origin: string, running: RunningProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (running.hasEnded()) throw new Error(await running.ended);
      if (stopping) throw new Error('The cluster was stopped while starting');
      try {
        const response = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await pause(200);
    }
    throw new Error(`${running.name} did not answer ${origin}/api/v1/health within ${READY_TIMEOUT_MS / 1000} s`);
  }

  async function startServer(server: ClusterServer, port: number, index: number): Promise<void> {
    const env = {
      // Mail links and CORS name the balancer, unless APP_URL says otherwise.
      APP_URL: url,
      ...settings.serverEnv,
      ...settings.envOf?.(index),
      HOST: SERVER_HOST,
      PORT: String(port),
      TRUST_PROXY: SERVER_HOST,
    };
    const running = launch(server.name, process.execPath, ['--import', 'tsx', SERVER_MAIN], env);
    serverProcesses.push(running);
    await waitUntilHealthy(server.url, running);
  }

  function balancerEnv(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      BALANCER_HOST: settings.host,
      BALANCER_PORT: String(settings.port),
    };
    serverPorts.forEach((port, index) => (env[`BALANCER_SERVER_${index + 1}`] = `${SERVER_HOST}:${port}`));
    if (settings.statsSocket) env.BALANCER_STATS_SOCKET = settings.statsSocket;
    return env;
  }

  return {
    url,
    servers,
    failed,
    async start() {
      // The first migrates a fresh database alone; the others find it ready.
      await startServer(servers[0], serverPorts[0], 0);
      await Promise.all(servers.slice(1).map((server, index) => startServer(server, serverPorts[index + 1], index + 1)));
      balancer = launch('haproxy', 'haproxy', ['-f', HAPROXY_CONFIG, '-db'], balancerEnv());
      await waitUntilHealthy(url, balancer);
    },
    async stop() {
      stopping = true;
      // The balancer first, so no request reaches a server that is closing.
      await balancer?.stop();
      await Promise.all(serverProcesses.map((running) => running.stop()));
    },
  };
}
