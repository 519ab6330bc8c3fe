// The shape of the spec-written expectations, apart from their checks so that the report
// script (Node code, no DOM) can read the recorded results.
import type { AnyMachineSnapshot, AnyEventObject } from 'xstate';

/** The spec's numbered sections, so the report can list per section what is checked. */
export const SPEC_SECTIONS = [
  '§1 What the product does',
  '§2 Screens and routes',
  '§3 Entities and their fields',
  '§4 States and transitions',
  '§5 Validation rules',
  '§6 Roles and permissions',
  '§7 Calls',
  '§8 Error catalogue',
  '§9 Business constants and limits',
] as const;

export type SpecSection = (typeof SPEC_SECTIONS)[number];

/** Which path steps an expectation applies to; every given field must hold. */
export interface StepMatcher {
  /** The step's event type ("xstate.init" for the start). */
  event?: string;
  /** Fields the event carries, compared partially: `{ error: { status: 429 } }`. */
  with?: Record<string, unknown>;
  /** The state before the step, as `snapshot.matches` reads it ("form.editing"). */
  from?: string;
  /** The state after the step. */
  to?: string;
}

/** What a path has done up to the checked step, for requests that depend on what was typed. */
export interface PathSoFar {
  /** The snapshot before the step. */
  before: AnyMachineSnapshot;
  /** Every event sent so far, the step's own included. */
  events: AnyEventObject[];
}

export interface ExpectedRequest {
  /** The invoked actor (invoke id = src). */
  actor: string;
  /** Its input: the request the contract describes. Compared whole. */
  input: ((path: PathSoFar) => unknown) | Record<string, unknown> | unknown[] | string | number | boolean | null | undefined;
}

export interface ExpectedAction {
  type: string;
  /** Compared partially. */
  params: unknown;
}

export interface SpecExpectation {
  spec: SpecSection;
  /** What the spec asks, in words; names the expectation in failures and in the report. */
  name: string;
  when: StepMatcher;
  /** Actions the step runs (the app's side effects: toasts, session, navigation). */
  actions?: Array<string | ExpectedAction>;
  /** Texts the screen shows after the step (view runs only). */
  text?: string | string[];
  /** The request the step starts. */
  request?: ExpectedRequest;
  /** Actors the step must not start: the spec says nothing is sent. */
  noRequest?: string[];
}

/** One expectation checked on one step of a path, for the report. */
export interface CheckedExpectation {
  spec: SpecSection;
  name: string;
  step: number;
  checks: string[];
}
