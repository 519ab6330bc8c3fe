// Idle event streams held open on one server process (SQLite): many signed-in members, each
// with one open GET /api/v1/stream. Memory per stream is the process's RSS and live heap (after
// a garbage collection) before and after; a heartbeat round's CPU is the process's CPU time over
// a few rounds, less the same process's CPU over as long without streams. Opening the streams
// includes the presence fan-out: the members coming online within one window
// (LIVE_PRESENCE_BATCH_MS) are one event to every open stream.
// The ceiling, measured the same way in the same run: as many streams on a bare Fastify that
// only sends heartbeats (scripts/bench/bare-stream-server.ts).
import http from 'node:http';
import { LIVE_EVENT } from '../../contract/live-events.ts';
import { fillCommunity, signInFirstUsers, withDatabase } from './community.ts';
import type { ProcessProbe } from './process-probe.ts';
import { freePort, startChildServer } from '../../tests/helpers/child-server.ts';
import { startAppServer } from './servers.ts';
import type { Row } from './table.ts';

/** Shorter than production's 20 s, so a few rounds fit a short run; a round costs the same. */
const HEARTBEAT_MS = 5000;
const PRODUCTION_HEARTBEAT_MS = 20_000;
/** CPU is compared over this many heartbeat rounds. */
const ROUNDS = 4;
/** Streams being opened at once. */
const OPENING_AT_ONCE = 100;
/** After the last stream opened, the fan-out is over once a second costs less CPU than this. */
const QUIET_CPU_SHARE = 0.1;
const QUIET_TIMEOUT_MS = 180_000;
/** The figures are scaled to this many members online. */
const ONLINE_MEMBERS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const kB = (bytes: number) => `${(bytes / 1e3).toFixed(1)} kB`;

/** `collected`: after a full garbage collection, for memory; else as it is, for CPU time. */
async function readProbe(port: number, collected = false): Promise<ProcessProbe> {
  return (await (await fetch(`http://127.0.0.1:${port}/${collected ? 'collected' : ''}`)).json()) as ProcessProbe;
}

interface OpenStream {
  close(): void;
  /** Bytes received so far. */
  received(): number;
  /** Presence events received so far. */
  presenceEvents(): number;
}

const PRESENCE_LINE = `event: ${LIVE_EVENT.presence}\n`;

/** One stream; resolves once the server has sent its first event. */
function openStream(url: string, token: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let presence = 0;
    // The end of the previous chunk, so a line split between chunks is still counted.
    let tail = '';
    let opened = false;
    const request = http.get(`${url}/api/v1/stream`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the stream answered ${response.statusCode}`));
        response.destroy();
        return;
      }
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        const seen = tail + chunk.toString('utf8');
        presence += seen.split(PRESENCE_LINE).length - 1;
        tail = seen.slice(-(PRESENCE_LINE.length - 1));
        if (!opened && chunk.includes(`event: ${LIVE_EVENT.ready}`)) {
          opened = true;
          resolve({ close: () => request.destroy(), received: () => bytes, presenceEvents: () => presence });
        }
      });
      response.on('error', () => {});
      response.on('end', () => opened || reject(new Error('the stream ended before it was ready')));
    });
    request.on('error', (error) => opened || reject(error));
  });
}

/** Waits until the process spends less than QUIET_CPU_SHARE of a core per second. */
async function waitForQuiet(probePort: number): Promise<void> {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  let last = await readProbe(probePort);
  while (Date.now() < deadline) {
    await sleep(1000);
    const now = await readProbe(probePort);
    if (now.cpuMicros - last.cpuMicros < QUIET_CPU_SHARE * 1e6) return;
    last = now;
  }
  throw new Error('the server did not settle after opening the streams');
}

async function cpuOver(probePort: number, ms: number): Promise<number> {
  const before = await readProbe(probePort);
  await sleep(ms);
  return (await readProbe(probePort)).cpuMicros - before.cpuMicros;
}

interface HeldStreams {
  /** Process CPU over ROUNDS heartbeat periods, without streams and with them (µs). */
  idleCpu: number;
  heldCpu: number;
  before: ProcessProbe;
  after: ProcessProbe;
  openSeconds: number;
  openCpuSeconds: number;
  receivedPerStream: number;
  /** Presence events received by all the streams together. */
  presenceDeliveries: number;
  /** Server CPU per presence event delivered to one held stream (µs), when measured. */
  presenceMicros?: number;
}

/** The server's default window for presence changes, and how often the probe member comes and goes. */
const PRESENCE_WINDOW_MS = 1000;
const PRESENCE_FLIPS = 5;

/**
 * One more member opening and closing a stream PRESENCE_FLIPS times, a window apart: each is a
 * presence event to every held stream. Its CPU beyond the held streams' own, per delivery (µs).
 */
async function presenceCost(url: string, probePort: number, token: string, streams: OpenStream[], heldCpuPerMs: number): Promise<number> {
  const eventsBefore = streams[0].presenceEvents();
  const started = performance.now();
  const cpuBefore = (await readProbe(probePort)).cpuMicros;
  for (let flip = 0; flip < PRESENCE_FLIPS; flip++) {
    const probe = await openStream(url, token);
    await sleep(PRESENCE_WINDOW_MS * 1.5);
    probe.close();
    await sleep(PRESENCE_WINDOW_MS * 1.5);
  }
  const cpu = (await readProbe(probePort)).cpuMicros - cpuBefore - heldCpuPerMs * (performance.now() - started);
  const deliveries = (streams[0].presenceEvents() - eventsBefore) * streams.length;
  return cpu / Math.max(deliveries, 1);
}

/** Opens one stream per token on a server loaded with the probe, waits for quiet, and measures. */
async function holdStreams(
  url: string,
  probePort: number,
  tokens: string[],
  label: string,
  log: (message: string) => void,
  presenceToken?: string,
): Promise<HeldStreams> {
  const streams: OpenStream[] = [];
  try {
    // The idle process first: what starting left behind is given back by the time it is measured.
    const idleCpu = await cpuOver(probePort, ROUNDS * HEARTBEAT_MS);
    const before = await readProbe(probePort, true);
    log(`${label}: opening ${tokens.length} streams`);
    const openStarted = performance.now();
    const cpuBeforeOpening = (await readProbe(probePort)).cpuMicros;
    for (let start = 0; start < tokens.length; start += OPENING_AT_ONCE) {
      if (start > 0 && start % 1000 === 0) log(`${label}: ${start} open after ${((performance.now() - openStarted) / 1000).toFixed(0)} s`);
      streams.push(...(await Promise.all(tokens.slice(start, start + OPENING_AT_ONCE).map((token) => openStream(url, token)))));
    }
    await waitForQuiet(probePort);
    const openSeconds = (performance.now() - openStarted) / 1000;
    const openCpuSeconds = ((await readProbe(probePort)).cpuMicros - cpuBeforeOpening) / 1e6;
    const receivedPerStream = streams.reduce((sum, stream) => sum + stream.received(), 0) / tokens.length;
    const presenceDeliveries = streams.reduce((sum, stream) => sum + stream.presenceEvents(), 0);
    log(`${label}: ${ROUNDS} heartbeat rounds`);
    const heldCpu = await cpuOver(probePort, ROUNDS * HEARTBEAT_MS);
    const after = await readProbe(probePort, true);
    let presenceMicros: number | undefined;
    if (presenceToken) {
      log(`${label}: a member coming and going ${PRESENCE_FLIPS} times`);
      presenceMicros = await presenceCost(url, probePort, presenceToken, streams, heldCpu / (ROUNDS * HEARTBEAT_MS));
    }
    return { idleCpu, heldCpu, before, after, openSeconds, openCpuSeconds, receivedPerStream, presenceDeliveries, presenceMicros };
  } finally {
    streams.forEach((stream) => stream.close());
  }
}

const PROBE_ARGS = ['--expose-gc', '--import', './scripts/bench/process-probe.ts'];

async function holdOnApp(count: number, dataDir: string, log: (message: string) => void): Promise<HeldStreams> {
  // One member more, who comes and goes while the others' streams are held.
  await fillCommunity({ DATA_DIR: dataDir }, { users: count + 1, posts: 0 });
  const [presenceToken, ...tokens] = await withDatabase({ DATA_DIR: dataDir }, (db) => signInFirstUsers(db, count + 1));
  const probePort = await freePort();
  const server = await startAppServer(
    { DATA_DIR: dataDir },
    { LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS), PROBE_PORT: String(probePort) },
    undefined,
    PROBE_ARGS,
  );
  try {
    return await holdStreams(server.url, probePort, tokens, 'open streams, the server', log, presenceToken);
  } finally {
    await server.stop();
  }
}

async function holdOnBareServer(count: number, log: (message: string) => void): Promise<HeldStreams> {
  const probePort = await freePort();
  const server = await startChildServer({
    args: ['--import', 'tsx', ...PROBE_ARGS, 'scripts/bench/bare-stream-server.ts'],
    env: () => ({ LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS), PROBE_PORT: String(probePort) }),
    readyPath: '/api/v1/health',
  });
  try {
    return await holdStreams(server.url, probePort, Array.from({ length: count }, () => 'none'), 'open streams, bare Fastify', log);
  } finally {
    await server.stop();
  }
}

const perStream = (held: HeldStreams, field: 'rssBytes' | 'heapUsedBytes', count: number) =>
  (held.after[field] - held.before[field]) / count;
/** CPU of one heartbeat round beyond the idle process's, in ms. */
const roundMs = (held: HeldStreams) => (held.heldCpu - held.idleCpu) / ROUNDS / 1000;

function memoryCell(held: HeldStreams, count: number): string {
  return (
    `RSS ${MB(held.before.rssBytes)} → ${MB(held.after.rssBytes)} (${kB(perStream(held, 'rssBytes', count))} per stream), ` +
    `heap ${MB(held.before.heapUsedBytes)} → ${MB(held.after.heapUsedBytes)} (${kB(perStream(held, 'heapUsedBytes', count))} per stream)`
  );
}

function roundCell(held: HeldStreams): string {
  const share = (held.heldCpu - held.idleCpu) / 1000 / (ROUNDS * HEARTBEAT_MS);
  return (
    `${roundMs(held).toFixed(1)} ms CPU (${(share * 100).toFixed(2)}% of a core at ${HEARTBEAT_MS / 1000} s; ` +
    `the process without streams ${(held.idleCpu / 1000 / ROUNDS).toFixed(1)} ms per ${HEARTBEAT_MS / 1000} s)`
  );
}

/**
 * `count` idle streams of `count` members on the server (SQLite), then as many on the bare
 * ceiling; `dataDir` is a fresh folder for the community.
 */
export async function benchLiveStreams(count: number, dataDir: string, log: (message: string) => void): Promise<Row[]> {
  log(`open streams: ${count} members`);
  const app = await holdOnApp(count, dataDir, log);
  const bare = await holdOnBareServer(count, log);
  const fanOut = app.presenceDeliveries;
  const microsPerDelivery = app.presenceMicros ?? Number.NaN;
  // Production's heartbeat: one round per PRODUCTION_HEARTBEAT_MS for ONLINE_MEMBERS streams.
  const scale = ONLINE_MEMBERS / count;
  const heartbeatShare = (roundMs(app) * scale) / PRODUCTION_HEARTBEAT_MS;
  const area = 'live streams';
  const held = `${count.toLocaleString('en-US')} idle streams, one process`;
  const ceiling = `ceiling: ${count.toLocaleString('en-US')} streams on bare Fastify`;
  return [
    { area, case: `${held}: memory`, database: 'SQLite', value: memoryCell(app, count) },
    { area, case: `${ceiling}: memory`, value: memoryCell(bare, count) },
    { area, case: `${held}: one heartbeat round`, database: 'SQLite', value: roundCell(app) },
    { area, case: `${ceiling}: one heartbeat round`, value: roundCell(bare) },
    {
      area,
      case: `opening ${count.toLocaleString('en-US')} streams (presence batched to every open stream)`,
      database: 'SQLite',
      value:
        `${app.openSeconds.toFixed(1)} s, ${app.openCpuSeconds.toFixed(1)} s server CPU for ${fanOut.toLocaleString('en-US')} ` +
        `presence deliveries (${(fanOut / count).toFixed(1)} per stream; a member coming or going then ${microsPerDelivery.toFixed(1)} µs per stream), ` +
        `${kB(app.receivedPerStream)} received per stream`,
    },
    {
      area,
      case: `${ceiling}: opening them`,
      value: `${bare.openSeconds.toFixed(1)} s, ${bare.openCpuSeconds.toFixed(1)} s CPU`,
    },
    {
      area,
      case: `${ONLINE_MEMBERS.toLocaleString('en-US')} members online on one process (scaled)`,
      database: 'SQLite',
      value:
        `${MB(perStream(app, 'rssBytes', count) * ONLINE_MEMBERS)} RSS for the streams; heartbeats ${(heartbeatShare * 100).toFixed(2)}% ` +
        `of a core at ${PRODUCTION_HEARTBEAT_MS / 1000} s; one presence event (all changes of a window) ${((microsPerDelivery * ONLINE_MEMBERS) / 1000).toFixed(0)} ms CPU`,
    },
  ];
}
