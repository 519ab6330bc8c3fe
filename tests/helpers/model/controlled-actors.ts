// Stand-ins for a machine's promise actors whose outcome the test decides: a path step
// "xstate.done.actor.login" resolves the running "login" stub, "xstate.error.actor.login" rejects it.
// Convention: every invoke's id equals its src, so the event names the stub to settle.
import { fromPromise, type AnyEventObject, type AnyStateMachine, type SimulatedClock } from 'xstate';

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class ControlledActors {
  private readonly pending = new Map<string, Pending>();

  /** Promise-actor stubs for the given sources, to pass to machine.provide({ actors }). */
  stubs(sources: string[]) {
    return Object.fromEntries(
      sources.map((src) => [
        src,
        fromPromise(({ input }: { input: unknown }) => {
          return new Promise((resolve, reject) => this.pending.set(src, { input, resolve, reject }));
        }),
      ]),
    );
  }

  isRunning(src: string): boolean {
    return this.pending.has(src);
  }

  settle(event: AnyEventObject): boolean {
    const done = event.type.match(/^xstate\.done\.actor\.(.+)$/);
    const failed = event.type.match(/^xstate\.error\.actor\.(.+)$/);
    const src = done?.[1] ?? failed?.[1];
    if (!src) return false;
    const call = this.pending.get(src);
    if (!call) throw new Error(`No running actor "${src}" to settle with ${event.type}`);
    this.pending.delete(src);
    if (done) call.resolve(event.output);
    else call.reject(event.error);
    return true;
  }
}

/** Milliseconds of a delay event "xstate.after.<delay>.<stateId>", named delays looked up. */
export function delayOf(machine: AnyStateMachine, event: AnyEventObject): number | null {
  const match = event.type.match(/^xstate\.after\.([^.]+)\./);
  if (!match) return null;
  const name = match[1];
  const numeric = Number(name);
  if (!Number.isNaN(numeric)) return numeric;
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const delay = delays[name];
  if (typeof delay === 'number') return delay;
  throw new Error(`Delay "${name}" must be a number to be simulated`);
}

/** Settles an actor outcome or advances the simulated clock; false when the event is a user event. */
export function applySystemEvent(
  machine: AnyStateMachine,
  event: AnyEventObject,
  actors: ControlledActors,
  clock: SimulatedClock,
): boolean {
  if (actors.settle(event)) return true;
  const delay = delayOf(machine, event);
  if (delay === null) return false;
  clock.increment(delay);
  return true;
}

/**
 * The next turn of the event loop, every queued promise reaction run before it. Node's
 * setImmediate, not a zero timeout, which Node stretches to a millisecond: a step waits for
 * reactions, not for time (the machines' delays run on a simulated clock).
 */
const nextTurn: () => Promise<void> =
  typeof setImmediate === 'function'
    ? () => new Promise((resolve) => setImmediate(resolve))
    : () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets settled promises and the actor's reactions run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await nextTurn();
}
