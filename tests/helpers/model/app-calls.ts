// The HTTP request the app's own actor makes of an input: the actor as the app provides it to the
// machine (the live flows), run against a fetch that records what it is asked and answers 503,
// so the request goes through the same `call` and endpoint table as in the app.
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { liveFlows } from '../live-flows.ts';

export interface SentRequest {
  method: string;
  /** The path below the API's origin, without the query. */
  path: string;
  query: Record<string, string>;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  /** A multipart body's fields, each with its file name (or its text). */
  form: Record<string, string> | null;
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'implementations' in logic;
}

/** The app's machines, and the machines their actors spawn or invoke. */
function appMachines(): AnyStateMachine[] {
  const found: AnyStateMachine[] = [];
  const visit = (logic: unknown) => {
    if (!isMachine(logic) || found.includes(logic)) return;
    found.push(logic);
    Object.values(logic.implementations.actors ?? {}).forEach(visit);
  };
  Object.values(liveFlows).forEach(visit);
  return found;
}

/** The actor `src` of the machine, or of a machine its actors run (a photo's upload in the queue). */
function actorIn(machine: AnyStateMachine, src: string): AnyActorLogic | undefined {
  const actors = (machine.implementations.actors ?? {}) as Record<string, AnyActorLogic>;
  if (actors[src]) return actors[src];
  return Object.values(actors)
    .filter(isMachine)
    .map((child) => actorIn(child, src))
    .find(Boolean);
}

/** The actor `src` as the app provides it to the machine (the app's machine of the same id). */
export function appActor(machine: AnyStateMachine, src: string): AnyActorLogic | undefined {
  return appMachines()
    .filter((candidate) => candidate.id === machine.id)
    .map((candidate) => actorIn(candidate, src))
    .find(Boolean);
}

function recorded(resource: RequestInfo | URL, init: RequestInit = {}): SentRequest {
  const url = new URL(resource instanceof Request ? resource.url : String(resource), 'http://app.test');
  const body = init.body;
  let form: Record<string, string> | null = null;
  let json: unknown;
  if (body instanceof FormData) {
    form = Object.fromEntries([...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
  } else if (typeof body === 'string') {
    json = JSON.parse(body);
  } else if (body != null) {
    throw new Error(`A request body of an unexpected kind: ${Object.prototype.toString.call(body)}`);
  }
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: json,
    form,
  };
}

/** The requests the actor sends for this input, until it settles. */
export async function requestsOf(logic: AnyActorLogic, input: unknown): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  const appFetch = globalThis.fetch;
  globalThis.fetch = async (resource, init) => {
    sent.push(recorded(resource, init));
    return new Response('null', { status: 503, headers: { 'Content-Type': 'application/json' } });
  };
  try {
    const actor = createActor(logic, { input });
    actor.start();
    // The answer is a failure; only the request counts here.
    await toPromise(actor).catch(() => undefined);
  } finally {
    globalThis.fetch = appFetch;
  }
  return sent;
}
