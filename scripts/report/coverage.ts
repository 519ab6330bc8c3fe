// What each run covered: states, transitions and spec expectations reached by passing paths.
import type { MachineRecord, RunKind } from '../../tests/helpers/model/recorder.ts';

export interface Tally {
  covered: number;
  total: number;
  missing: string[];
}

export interface RunCoverage {
  kind: RunKind;
  paths: { passed: number; total: number };
  states: Tally;
  transitions: Tally;
  expectations: Tally;
  /** Every path passed and nothing is left uncovered or unchecked. */
  complete: boolean;
}

function tally(all: string[], covered: Set<string>, name: (item: string) => string = (item) => item): Tally {
  const missing = all.filter((item) => !covered.has(item));
  return { covered: all.length - missing.length, total: all.length, missing: missing.map(name) };
}

export function runCoverage(record: MachineRecord): RunCoverage {
  const passing = record.paths.filter((path) => path.passed);
  const labels = new Map(record.transitions.map((t) => [t.key, t.label]));
  const states = tally(record.states, new Set(passing.flatMap((path) => path.states)));
  const transitions = tally(
    record.transitions.map((t) => t.key),
    new Set(passing.flatMap((path) => path.transitions)),
    (key) => labels.get(key) ?? key,
  );
  const expectations = tally(
    record.expectations.map((expectation) => expectation.name),
    new Set(passing.flatMap((path) => path.expectations.map((checked) => checked.name))),
  );
  const paths = { passed: passing.length, total: record.paths.length };
  const complete =
    paths.passed === paths.total && states.missing.length + transitions.missing.length + expectations.missing.length === 0;
  return { kind: record.kind, paths, states, transitions, expectations, complete };
}

/** Per state or transition key, the runs in which no passing path reached it. */
export interface Gaps {
  states: Map<string, RunKind[]>;
  transitions: Map<string, RunKind[]>;
}

export function gapsAcrossRuns(runs: MachineRecord[]): Gaps {
  const gaps: Gaps = { states: new Map(), transitions: new Map() };
  for (const run of runs) {
    const passing = run.paths.filter((path) => path.passed);
    const states = new Set(passing.flatMap((path) => path.states));
    const transitions = new Set(passing.flatMap((path) => path.transitions));
    for (const state of run.states) if (!states.has(state)) gaps.states.set(state, [...(gaps.states.get(state) ?? []), run.kind]);
    for (const { key } of run.transitions) {
      if (!transitions.has(key)) gaps.transitions.set(key, [...(gaps.transitions.get(key) ?? []), run.kind]);
    }
  }
  return gaps;
}

export const RUN_NAMES: Record<RunKind, string> = { machine: 'mesin saja', view: 'tampilan' };
