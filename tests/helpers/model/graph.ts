// Reads a machine's definition: its states, its transitions, and the paths that take
// every transition at least once (one shortest path per transition and event sample).
import { getShortestPaths, type StatePath } from '@xstate/graph';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type MachinePath = StatePath<AnyMachineSnapshot, AnyEventObject>;

/**
 * The events to try: a fixed list, or (for forms with many fields, whose every combination of
 * filled fields would be its own state) the events a person would send from a given snapshot.
 */
export type SampleEvents = AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => AnyEventObject[]);

export interface TransitionInfo {
  key: string;
  label: string;
  description: string | null;
  /** Where the transition is defined and where it leads (no targets: it stays in its state). */
  source: string;
  targets: string[];
  /** The event in short words ("SUBMIT", "login selesai", "setelah 300"). */
  event: string;
  /** The guard as an expression of guard names ("isOtherKeyword && isBlank"), if any. */
  guard: string | null;
}

/** One state node, with what a drawing of the statechart needs. */
export interface StateInfo {
  id: string;
  /** The enclosing state, null for a top-level state. */
  parent: string | null;
  children: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Entered first when its parent is entered. */
  initial: boolean;
}

function walk(node: AnyStateNode, visit: (node: AnyStateNode) => void): void {
  visit(node);
  Object.values(node.states).forEach((child) => walk(child as AnyStateNode, visit));
}

/** Every state node of the machine except the root, by id. */
export function machineStates(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  walk(machine.root, (node) => {
    if (node !== machine.root) ids.push(stateLabel(node));
  });
  return ids;
}

export function stateLabel(node: AnyStateNode): string {
  return node.path.join('.') || '(root)';
}

/** Each state node's place in the tree, its type, and whether it is its parent's initial state. */
export function machineStateTree(machine: AnyStateMachine): StateInfo[] {
  const nodes: StateInfo[] = [];
  walk(machine.root, (node) => {
    if (node === machine.root) return;
    const parent = node.parent as AnyStateNode;
    const initialTargets = (parent.initial?.target ?? []) as AnyStateNode[];
    nodes.push({
      id: stateLabel(node),
      parent: parent === machine.root ? null : stateLabel(parent),
      children: Object.values(node.states).map((child) => stateLabel(child as AnyStateNode)),
      type: node.type,
      initial: parent.type === 'parallel' || initialTargets.includes(node),
    });
  });
  return nodes;
}

/** A guard as an expression of names: `and`, `or` and `not` of named guards spelled out. */
function guardExpression(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const parts = ((guard as { guards?: unknown[] }).guards ?? []).map(guardExpression);
    if (guard.name === 'and' && parts.length > 0) return parts.join(' && ');
    if (guard.name === 'or' && parts.length > 0) return parts.map((part) => `(${part})`).join(' || ');
    if (guard.name === 'not' && parts.length === 1) return `!(${parts[0]})`;
  }
  return 'guard';
}

function guardName(transition: AnyTransitionDefinition): string | null {
  return transition.guard ? guardExpression(transition.guard) : null;
}

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.actor.')) return `${eventType.slice(18)} selesai`;
  if (eventType.startsWith('xstate.error.actor.')) return `${eventType.slice(19)} gagal`;
  if (eventType.startsWith('xstate.after.')) return `setelah ${eventType.split('.')[2]}`;
  return eventType;
}

/** A stable key for one transition definition: source, event type and its place in the list. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const list: AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${stateLabel(source)}|${transition.eventType}|${list.indexOf(transition)}`;
}

function describeTransition(transition: AnyTransitionDefinition): string {
  const source = stateLabel(transition.source as AnyStateNode);
  const targets = (transition.target as AnyStateNode[] | undefined)?.map(stateLabel).join(', ') || source;
  const guard = guardName(transition);
  return `${source} — ${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''} → ${targets}`;
}

function transitionInfo(transition: AnyTransitionDefinition): TransitionInfo {
  return {
    key: transitionKey(transition),
    label: describeTransition(transition),
    description: transition.description ?? null,
    source: stateLabel(transition.source as AnyStateNode),
    targets: ((transition.target as AnyStateNode[] | undefined) ?? []).map(stateLabel),
    event: eventLabel(transition.eventType),
    guard: guardName(transition),
  };
}

/** Every state's description by dotted name, the root's under "(root)". */
export function stateDescriptions(machine: AnyStateMachine): Record<string, string> {
  const descriptions: Record<string, string> = {};
  walk(machine.root, (node) => {
    if (node.description) descriptions[stateLabel(node)] = node.description;
  });
  return descriptions;
}

/** Every transition the machine defines, guarded alternatives and eventless ones included. */
export function machineTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const all: TransitionInfo[] = [];
  walk(machine.root, (node) => {
    for (const [, list] of node.transitions) {
      for (const transition of list) all.push(transitionInfo(transition));
    }
    for (const transition of node.always ?? []) all.push(transitionInfo(transition));
  });
  return all;
}

function valueText(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(snapshot.value);
}

/**
 * Shortest paths keyed by (state, event, previous state), so every transition reachable with
 * the sample events gets its own path rather than one path per state.
 */
export function transitionPaths(machine: AnyStateMachine, sampleEvents: SampleEvents, input?: unknown): MachinePath[] {
  return getShortestPaths(machine, {
    input,
    events: (snapshot: AnyMachineSnapshot) =>
      (typeof sampleEvents === 'function' ? sampleEvents(snapshot) : sampleEvents).filter((event) => snapshot.can(event)),
    serializeState: (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot) =>
      `${valueText(snapshot)} ${JSON.stringify(snapshot.context)} via ${event ? JSON.stringify(event) : 'init'} from ${
        previous ? valueText(previous) : '-'
      }`,
  } as never) as MachinePath[];
}

/** A state value as a dotted name: "idle", "form.editing". */
export function valueName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => `${key}.${valueName(child)}`)
      .join(',');
  }
  return String(value);
}

/** An actor reference carried by an event, by what it is: its id counts actors made so far in the run. */
function withoutActorIds(_key: string, value: unknown): unknown {
  return value !== null && typeof value === 'object' && 'xstate$$type' in value ? 'aktor' : value;
}

export function stepLabel(event: AnyEventObject): string {
  const details = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}=${JSON.stringify(value, withoutActorIds)}`)
    .join(' ');
  return details ? `${eventLabel(event.type)} (${details})` : eventLabel(event.type);
}

/** What the member sees in a snapshot: the descriptions of its active leaf states. */
export function snapshotDescription(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final');
  return leaves.map((node) => node.description ?? stateLabel(node)).join(' · ');
}

function failureStatus(error: unknown): number | null {
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/**
 * An event in words, for a step no transition describes. Every transition of every machine has a
 * description (tests/machines/descriptions.test.ts), so this is only a safety net; it still names
 * no code (no event types or actor ids), since QA reads it.
 */
function eventPhrase(event: AnyEventObject): string {
  if (event.type.startsWith('xstate.done.actor.')) return 'Server menjawab berhasil';
  if (event.type.startsWith('xstate.error.actor.')) {
    const status = failureStatus((event as { error?: unknown }).error);
    return status ? `Server menjawab ${status}` : 'Permintaan ke server gagal';
  }
  if (event.type.startsWith('xstate.after.')) {
    const delay = event.type.split('.')[2];
    return /^\d+$/.test(delay) ? `Setelah ${delay} ms` : 'Setelah jeda waktu';
  }
  return 'Langkah tanpa keterangan';
}

/** The step from one snapshot by an event in words: the taken transition's description, else the event. */
export function transitionPhrase(machine: AnyStateMachine, from: AnyMachineSnapshot, event: AnyEventObject): string {
  const taken = machine.getTransitionData(from as never, event) as AnyTransitionDefinition[];
  const described = taken.map((transition) => transition.description).filter(Boolean);
  return described.length > 0 ? described.join(' · ') : eventPhrase(event);
}
