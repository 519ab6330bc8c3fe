// Records which states and transitions each path ran and whether it passed, for the path report.
import type { AnyEventObject, AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import {
  machineStates,
  machineStateTree,
  machineTransitions,
  snapshotDescription,
  stateDescriptions,
  stateLabel,
  stepLabel,
  transitionKey,
  transitionPhrase,
  valueName,
  type MachinePath,
  type StateInfo,
  type TransitionInfo,
} from './graph.ts';
import type { CheckedExpectation, SpecSection } from './expectation-types.ts';
import { captureScreen, writeRawRecord } from './path-output.ts';

export { RAW_DIR } from './path-output.ts';

export type RunKind = 'machine' | 'view';

export interface PathRecord {
  name: string;
  /** The path in words: the first state, then each step as "what happened → what is shown". */
  steps: string[];
  /** The same steps as state names and raw events, for whoever debugs a failure. */
  rawSteps: string[];
  passed: boolean;
  error: string | null;
  /** The step (index into steps) at which a failed path failed, null when it passed. */
  failedStep: number | null;
  /** For a failed assertion, what it expected and what it saw, shortened; null otherwise. */
  expected: string | null;
  seen: string | null;
  states: string[];
  transitions: string[];
  /** The spec expectations this path reached and checked. */
  expectations: CheckedExpectation[];
  /**
   * Per step, the picture of the screen at that step, as a path from the report's folder
   * (views run in Chromium, when the report asks for pictures).
   */
  screenshots?: Array<string | null>;
}

export interface MachineRecord {
  machine: string;
  kind: RunKind;
  states: string[];
  /** The same states as a tree with their types, for drawing the statechart. */
  stateTree: StateInfo[];
  stateDescriptions: Record<string, string>;
  transitions: TransitionInfo[];
  /** The spec expectations checked in this kind of run, with their sections. */
  expectations: Array<{ spec: SpecSection; name: string; checks: string[] }>;
  paths: PathRecord[];
}

/** The longest typed value a path's name quotes whole. */
const QUOTED_MAX_LENGTH = 40;

/**
 * What a person's step carried (the text typed, the field, the number chosen), so that paths
 * which take the same transition with different input read apart; server answers and timers
 * carry nothing a reader needs here.
 */
function whatWasGiven(event: AnyEventObject): string {
  if (event.type.startsWith('xstate.')) return '';
  const given = Object.entries(event).flatMap(([key, value]) => {
    if (key === 'type') return [];
    if (typeof value === 'string') {
      const shown = value.length > QUOTED_MAX_LENGTH ? `${value.slice(0, QUOTED_MAX_LENGTH - 1)}…` : value;
      return [`“${shown}”`];
    }
    if (typeof value === 'number' || typeof value === 'boolean') return [`${key} ${value}`];
    return [];
  });
  return given.length > 0 ? `: ${given.join(', ')}` : '';
}

export function describePath(
  machine: AnyStateMachine,
  path: MachinePath,
): { name: string; steps: string[]; rawSteps: string[] } {
  const phrases = path.steps.map((step, index) =>
    index === 0 ? '' : `${transitionPhrase(machine, path.steps[index - 1].state, step.event)}${whatWasGiven(step.event)}`,
  );
  const steps = path.steps.map((step, index) =>
    index === 0 ? snapshotDescription(step.state) : `${phrases[index]} → ${snapshotDescription(step.state)}`,
  );
  const rawSteps = path.steps.map((step, index) =>
    index === 0 ? `mulai di ${valueName(step.state.value)}` : `${stepLabel(step.event)} → ${valueName(step.state.value)}`,
  );
  const last = path.steps[path.steps.length - 1];
  const name =
    path.steps.length === 1
      ? snapshotDescription(last.state)
      : `${snapshotDescription(last.state)} (${phrases[phrases.length - 1]})`;
  return { name, steps, rawSteps };
}

/** An assertion's expected and actual values as short text, so a failure reads without a debugger. */
function assertionSides(error: unknown): { expected: string | null; seen: string | null } {
  const assertion = error && typeof error === 'object' && 'expected' in error && 'actual' in error;
  const { expected, actual } = assertion ? (error as { expected: unknown; actual: unknown }) : { expected: undefined, actual: undefined };
  if (expected !== undefined || actual !== undefined) return { expected: shortText(expected), seen: shortText(actual) };
  return sidesInMessage(errorMessage(error));
}

/** The error's message without the terminal's colour codes. */
function errorMessage(error: unknown): string {
  // eslint-disable-next-line no-control-regex -- colour codes of the terminal
  return String(error instanceof Error ? error.message : error).replace(/\u001b\[[0-9;]*m/g, '');
}

/**
 * DOM matchers (toHaveTextContent, toBeVisible…) carry no expected and actual values; their message
 * says "Expected …:" and "Received:" with each value on the next line.
 */
function sidesInMessage(message: string): { expected: string | null; seen: string | null } {
  const sides = /Expected[^\n]*:\n\s*(.+)\nReceived:\n\s*(.+)/.exec(message);
  return sides ? { expected: shortText(sides[1].trim()), seen: shortText(sides[2].trim()) } : { expected: null, seen: null };
}

function shortText(value: unknown): string {
  const text = valueText(value);
  return text.length > 400 ? `${text.slice(0, 399)}…` : text;
}

/** A value as text: strings as they are, a page element by its text, the rest as JSON where it can be. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'nodeType' in value && 'textContent' in value) return String(value.textContent);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Machines whose children run as screens' own actors would: the member shell's stream and lists. */
const HOSTS = new Set(['memberShell']);

/** A root actor, or a child of a host (nested actors of screens are left out). */
function observedActor(event: InspectionEvent): boolean {
  if (event.actorRef.sessionId === event.rootId) return true;
  // The parent's logic, not its snapshot: that can't be read while the parent starts its children.
  const parent = (event.actorRef as { _parent?: { sessionId: string; logic?: { id?: string } } })._parent;
  return parent?.sessionId === event.rootId && HOSTS.has(parent.logic?.id ?? '');
}

export class PathRecorder {
  private readonly record: MachineRecord;
  private current: { states: Set<string>; transitions: Set<string> } | null = null;
  private screenshots: Array<string | null> = [];
  /**
   * The picture taken after each series of steps: paths share their first steps, which show the
   * same screen, so each series is pictured once (pictures are most of the report's cost).
   */
  private readonly pictured = new Map<string, string | null>();
  /** The last snapshot the observed root actor reported. */
  lastSnapshot: { value: unknown; context: unknown } | null = null;

  constructor(
    private readonly machine: AnyStateMachine,
    kind: RunKind,
  ) {
    this.record = {
      machine: machine.id,
      kind,
      states: machineStates(machine),
      stateTree: machineStateTree(machine),
      stateDescriptions: stateDescriptions(machine),
      transitions: machineTransitions(machine),
      expectations: [],
      paths: [],
    };
  }

  /**
   * Inspection observer: collects the states and taken transitions of the machine under test.
   * A screen may run other machines with the same inspector; their events are left out.
   */
  readonly inspect = (event: InspectionEvent): void => {
    if (!this.current || !observedActor(event) || !this.observes(event)) return;
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        this.current.transitions.add(transitionKey(transition));
        // Transient states (left at once by an eventless transition) show up only here.
        this.current.states.add(stateLabel(transition.source as AnyStateNode));
      }
    }
    if (event.type === '@xstate.snapshot') {
      const snapshot = event.snapshot as unknown as { value: unknown; context: unknown; _nodes?: Array<{ path: string[] }> };
      this.lastSnapshot = { value: snapshot.value, context: snapshot.context };
      for (const node of snapshot._nodes ?? []) {
        if (node.path.length > 0) this.current.states.add(stateLabel(node as never));
      }
    }
  };

  private observes(event: InspectionEvent): boolean {
    const snapshot = 'snapshot' in event ? (event.snapshot as { machine?: { id: string } }) : null;
    return snapshot?.machine?.id === this.machine.id;
  }

  begin(): void {
    this.lastSnapshot = null;
    this.current = { states: new Set(), transitions: new Set() };
    this.screenshots = [];
  }

  /**
   * The picture of the screen at a step of the path under way, where pictures are taken; the one
   * of an earlier path that went through the same steps to get there.
   */
  async captureStep(path: MachinePath, pathNumber: number, step: number): Promise<void> {
    const series = describePath(this.machine, { ...path, steps: path.steps.slice(0, step + 1) }).rawSteps.join('\n');
    if (!this.pictured.has(series)) this.pictured.set(series, await captureScreen(this.machine.id, pathNumber, step));
    this.screenshots[step] = this.pictured.get(series) ?? null;
  }

  /** The screen as it was when a step failed: its own picture, never one shared with other paths. */
  async captureFailure(pathNumber: number, step: number): Promise<void> {
    this.screenshots[step] = await captureScreen(this.machine.id, pathNumber, step);
  }

  listExpectations(expectations: MachineRecord['expectations']): void {
    this.record.expectations = expectations;
  }

  /** Closes the path under way; `failedStep` is the step that was running when `error` was thrown. */
  end(path: MachinePath, error: unknown, expectations: CheckedExpectation[], failedStep: number): void {
    const { name, steps, rawSteps } = describePath(this.machine, path);
    const ran = this.current ?? { states: new Set<string>(), transitions: new Set<string>() };
    this.record.paths.push({
      name,
      steps,
      rawSteps,
      passed: !error,
      error: error ? errorMessage(error).slice(0, 2000) : null,
      failedStep: error ? failedStep : null,
      ...assertionSides(error),
      states: [...ran.states],
      transitions: [...ran.transitions],
      expectations,
      ...(this.screenshots.some(Boolean) ? { screenshots: [...this.screenshots].map((name) => name ?? null) } : {}),
    });
    this.current = null;
  }

  /** States and transitions no passing path has run yet. */
  uncovered(): { states: string[]; transitions: string[] } {
    const passing = this.record.paths.filter((path) => path.passed);
    const states = new Set(passing.flatMap((path) => path.states));
    const transitions = new Set(passing.flatMap((path) => path.transitions));
    return {
      states: this.record.states.filter((state) => !states.has(state)),
      transitions: this.record.transitions.filter((t) => !transitions.has(t.key)).map((t) => t.label),
    };
  }

  async write(): Promise<void> {
    await writeRawRecord(`${this.machine.id}.${this.record.kind}.json`, JSON.stringify(this.record, null, 2));
  }
}
