// Model-based tests: every transition path of a machine, run against the machine alone
// and against its real view, recorded for the path report.
import { act, waitFor } from '@testing-library/react';
import { afterAll, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyActorLogic, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { applySystemEvent, ControlledActors, flush } from './controlled-actors.ts';
import type { PathSoFar, SpecExpectation } from './expectation-types.ts';
import { BREAK_EXPECTATIONS, breakExpectation, brokenWhat } from './broken-expectations.ts';
import { checkable, ExpectationRun, expectationList, unreached } from './expectations.ts';
import { transitionPaths, valueName, type MachinePath, type SampleEvents } from './graph.ts';
import { describePath, PathRecorder } from './recorder.ts';

export interface PathModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Every event the machine can receive, actor outcomes and delays included. */
  events: SampleEvents;
  /** The promise actors the machine invokes (invoke id = src). */
  actors: string[];
  /** Inputs to start the machine with; paths are generated from each. */
  inputs?: unknown[];
  /** What the spec asks of the machine, checked on every path step that reaches it. */
  expectations?: SpecExpectation[];
  /**
   * For a machine whose spawned children invoke some of `actors`: the actors to provide it, built
   * from the stubs (the stubs themselves by default).
   */
  provide?: (stubs: Record<string, AnyActorLogic>) => Record<string, AnyActorLogic>;
  /**
   * An event a child sends the machine when its invoked actor settles: the outcome to settle
   * (so the real child sends it), or null for an event the test sends itself.
   */
  childOutcome?: (event: AnyEventObject) => AnyEventObject | null;
}

/** The machine with stubs for its actors, its children's included. */
function stubbed(model: PathModel<AnyStateMachine>, actors: ControlledActors): AnyStateMachine {
  const stubs = actors.stubs(model.actors);
  return model.machine.provide({ actors: model.provide ? model.provide(stubs) : stubs } as never);
}

/** Settles an actor outcome (a child's included) or advances the clock; false for an event to send. */
function applyModelEvent(model: PathModel<AnyStateMachine>, event: AnyEventObject, actors: ControlledActors, clock: SimulatedClock) {
  return applySystemEvent(model.machine, model.childOutcome?.(event) ?? event, actors, clock);
}

export interface InputPath {
  input: unknown;
  path: MachinePath;
}

function modelPaths(model: PathModel<AnyStateMachine>): InputPath[] {
  return (model.inputs ?? [undefined]).flatMap((input) =>
    transitionPaths(model.machine, model.events, input).map((path) => ({ input, path })),
  );
}

/** JSON-comparable context: drops functions and actor references. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null, (_key, inner) => (typeof inner === 'function' ? undefined : inner)));
}


/** Names of the expectations checked on passing paths, and the report's list of them. */
function expectationTracking(model: PathModel<AnyStateMachine>, recorder: PathRecorder, kind: 'machine' | 'view') {
  const expectations = model.expectations ?? [];
  const names = expectations.map((expectation) => expectation.name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`Expectation names must differ: ${repeated.join(', ')}`);
  recorder.listExpectations(expectationList(expectations, kind));
  return { expectations, reached: new Set<string>() };
}

function inspectBoth(first: (event: InspectionEvent) => void, second: (event: InspectionEvent) => void) {
  return (event: InspectionEvent) => {
    first(event);
    second(event);
  };
}

/** Runs one path against the machine with stubbed actors; the failure (null when it passed) and the step reached. */
export async function runMachinePath(
  model: PathModel<AnyStateMachine>,
  { input, path }: InputPath,
  spec: ExpectationRun,
  inspect: (event: InspectionEvent) => void,
): Promise<{ failure: unknown; current: number }> {
  const actors = new ControlledActors();
  const clock = new SimulatedClock();
  let current = 0;
  try {
    const actor = createActor(stubbed(model, actors), { input, clock, inspect });
    spec.beginStep();
    actor.start();
    await flush();
    await spec.checkStep(path, 0);
    for (const [index, step] of path.steps.entries()) {
      if (index === 0) continue;
      current = index;
      spec.beginStep();
      if (!applyModelEvent(model, step.event, actors, clock)) actor.send(step.event);
      await flush();
      expect(valueName(actor.getSnapshot().value), stepNote(step.event)).toBe(valueName(step.state.value));
      expect(plain(actor.getSnapshot().context)).toEqual(plain(step.state.context));
      await spec.checkStep(path, index);
    }
    actor.stop();
  } catch (error) {
    return { failure: error, current };
  }
  return { failure: null, current };
}

export function testMachinePaths<TMachine extends AnyStateMachine>(model: PathModel<TMachine>): void {
  // The mutation check (scripts/mutation-check.ts) asks instead whether a broken expectation is noticed.
  if (process.env[BREAK_EXPECTATIONS] === '1') {
    testBrokenExpectations(model);
    return;
  }
  const paths = modelPaths(model);
  const recorder = new PathRecorder(model.machine, 'machine');
  const { expectations, reached } = expectationTracking(model, recorder, 'machine');
  afterAll(() => recorder.write());

  paths.forEach((inputPath, index) => {
    const { name } = describePath(model.machine, inputPath.path);
    it(`machine #${index + 1}: ${name}`, async () => {
      const spec = new ExpectationRun(model.machine, expectations, 'machine');
      recorder.begin();
      const { failure, current } = await runMachinePath(model, inputPath, spec, inspectBoth(recorder.inspect, spec.inspect));
      recorder.end(inputPath.path, failure, spec.checked, current);
      if (!failure) spec.checked.forEach((checked) => reached.add(checked.name));
      if (failure) throw failure;
    });
  });

  it('covers every state and transition', () => {
    expect(recorder.uncovered()).toEqual({ states: [], transitions: [] });
  });

  it('reaches every spec expectation on a passing path', () => {
    expectSomeExpectation(expectations);
    expect(unreached(expectations, 'machine', reached)).toEqual([]);
  });
}

/**
 * Each expectation broken on purpose in turn (its request, call, action or silence made wrong):
 * a path that reaches it must fail on it, or the expectation could never fail.
 */
function testBrokenExpectations(model: PathModel<AnyStateMachine>): void {
  const paths = modelPaths(model);
  const expectations = checkable(model.expectations ?? [], 'machine');
  it('has expectations', () => expectSomeExpectation(model.expectations ?? []));
  // Texts are checked on screen only; the view suites run them on every path.
  if (expectations.length === 0) it.skip('has only screen texts, which no machine run checks', () => {});
  expectations.forEach((expectation) => {
    it(`notices the broken expectation "${expectation.name}"`, async () => {
      const broken = breakExpectation(expectation);
      for (const inputPath of paths) {
        const spec = new ExpectationRun(model.machine, [broken], 'machine');
        const { failure } = await runMachinePath(model, inputPath, spec, spec.inspect);
        if (failure) {
          expect(String(failure), 'the path failed on something else than the broken expectation').toContain(expectation.name);
          return;
        }
      }
      expect.fail(`no path of ${model.machine.id} noticed: ${brokenWhat(expectation)}`);
    });
  });
}

/** An empty list would make "reaches every spec expectation" pass without checking anything. */
function expectSomeExpectation(expectations: SpecExpectation[]): void {
  expect(expectations.map((expectation) => expectation.name), 'the model has no spec expectation').not.toEqual([]);
}

function stepNote(event: AnyEventObject): string {
  return `after ${event.type}`;
}

export interface ViewRuntime {
  machine: AnyStateMachine;
  input: unknown;
  clock: SimulatedClock;
  inspect: (event: InspectionEvent) => void;
}

export interface ViewPathModel<TMachine extends AnyStateMachine> extends PathModel<TMachine> {
  /** Renders the real view with the given runtime (stubbed actors, simulated clock, recorder). */
  render: (runtime: ViewRuntime) => void;
  /** Performs a user event the way a person would (click, type). */
  userActions: Record<string, (event: AnyEventObject) => Promise<void>>;
  /** What the screen shows in each state, by dotted state name; also given what the path has done. */
  states: Record<string, (snapshot: AnyMachineSnapshot, path: PathSoFar) => void | Promise<void>>;
  /** Clears whatever the previous path left behind (storage, toasts). */
  reset?: () => void;
}

export function testViewPaths<TMachine extends AnyStateMachine>(model: ViewPathModel<TMachine>): void {
  const paths = modelPaths(model);
  const recorder = new PathRecorder(model.machine, 'view');
  const { expectations, reached } = expectationTracking(model, recorder, 'view');
  afterAll(() => recorder.write());

  paths.forEach(({ input, path }, index) => {
    const { name } = describePath(model.machine, path);
    it(`view #${index + 1}: ${name}`, async () => {
      model.reset?.();
      const actors = new ControlledActors();
      const clock = new SimulatedClock();
      const spec = new ExpectationRun(model.machine, expectations, 'view');
      recorder.begin();
      let failure: unknown = null;
      const pathNumber = index + 1;
      let current = 0;
      try {
        const machine = stubbed(model, actors);
        spec.beginStep();
        model.render({ machine, input, clock, inspect: inspectBoth(recorder.inspect, spec.inspect) });
        await expectScreen(model, recorder, path, 0);
        await recorder.captureStep(path, pathNumber, 0);
        await spec.checkStep(path, 0);
        for (const [index, step] of path.steps.entries()) {
          if (index === 0) continue;
          current = index;
          spec.beginStep();
          const handled = await act(async () => applyModelEvent(model, step.event, actors, clock));
          if (!handled) {
            const perform = model.userActions[step.event.type];
            if (!perform) throw new Error(`No user action for ${step.event.type}`);
            await perform(step.event);
          }
          await act(flush);
          await expectScreen(model, recorder, path, index);
          await recorder.captureStep(path, pathNumber, index);
          await spec.checkStep(path, index);
        }
      } catch (error) {
        failure = error;
        // The screen as it was when the step failed; a failing picture must not hide the failure.
        await recorder.captureFailure(pathNumber, current).catch(() => undefined);
      }
      recorder.end(path, failure, spec.checked, current);
      if (!failure) spec.checked.forEach((checked) => reached.add(checked.name));
      if (failure) throw failure;
    });
  });

  it('covers every state and transition on screen', () => {
    expect(recorder.uncovered()).toEqual({ states: [], transitions: [] });
  });

  it('reaches every spec expectation on screen on a passing path', () => {
    expectSomeExpectation(expectations);
    expect(unreached(expectations, 'view', reached)).toEqual([]);
  });
}

async function expectScreen(
  model: ViewPathModel<AnyStateMachine>,
  recorder: PathRecorder,
  path: MachinePath,
  index: number,
): Promise<void> {
  const expected = path.steps[index].state;
  const soFar: PathSoFar = {
    before: index > 0 ? path.steps[index - 1].state : expected,
    events: path.steps.slice(1, index + 1).map((step) => step.event),
  };
  const name = valueName(expected.value);
  const assertion = model.states[name];
  if (!assertion) throw new Error(`No screen assertion for state ${name}`);
  await waitFor(() => expect(valueName(recorder.lastSnapshot?.value)).toBe(name));
  await waitFor(() => assertion(expected, soFar));
}
