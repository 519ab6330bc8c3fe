// The shape of the spec-written expectations, apart from their checks so that the report
// script (Node code, no DOM) can read the recorded results.
import type { AnyMachineSnapshot, AnyEventObject } from 'xstate';
import type { EndpointName } from '../../../contract/endpoints.ts';

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
  /** Block, mute, report and moderation: contract §16, which the product spec does not cover. */
  '§16 Keamanan',
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
  /**
   * The HTTP request the app's own actor makes of that input, through the app's `call`; as a
   * function, given the path so far and the expected input above.
   */
  sends?: ExpectedCall | ((path: PathSoFar, input: unknown) => ExpectedCall);
}

/** An HTTP request as the contract names it: method and path come from the endpoint table. */
export interface ExpectedCall {
  endpoint: EndpointName;
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string | number>;
  /** The query, compared whole (absent: none). */
  query?: Record<string, string>;
  /** The JSON body, compared whole (absent: none). */
  body?: unknown;
  /** A multipart body: each field's file name. */
  form?: Record<string, string>;
}

/**
 * Where a text shows: "page" is anywhere but a toast that was already up before the step;
 * "toast" a toast that came up during the step; "alert" an inline alert (role alert, no toast);
 * a dialog, a list (by accessible name, or `true` for any open one); or the error text of the
 * form field with that label (its accessible description).
 */
export type TextRegion =
  | 'page'
  | 'toast'
  | 'alert'
  | { dialog: string | true }
  | { list: string | true }
  | { fieldError: string };

export interface ScopedText {
  in: TextRegion;
  says: string | string[];
}

/** A plain string is a text anywhere on the page (region "page"). */
export type ExpectedText = string | ScopedText;

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
  /** Texts the screen shows after the step, each in its region (view runs only). */
  text?: ExpectedText | ExpectedText[];
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
