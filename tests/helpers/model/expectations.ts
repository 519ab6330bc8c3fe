// Expectations written from the product spec, checked on every path step that reaches them:
// the named actions ran, the actor was started with the request the contract asks for (and the
// app's own actor turns that into the contract's method, path and body), and (on screen) the
// spec's text shows in its region. A replay of the machine against itself proves coverage; these
// prove the machine does what the spec says. A model with no expectation fails its run.
//
// The form of one expectation (SpecExpectation, expectation-types.ts):
//   {
//     spec: '§8 Error catalogue',                 // the spec section it is written from
//     name: '“Lanjut” mengirim POST /album/{uuid}/force-delete',  // unique within the model
//     when: { event: 'CONFIRM', from: 'confirming', to: 'deleting' },  // which steps it applies to
//     actions: ['notifyDeleted', { type: 'notifyLeftOut', params: { count: 1 } }],
//     request: {
//       actor: 'deleteAlbum', input: { uuid },     // the actor started, with its input
//       sends: { endpoint: 'deleteAlbum', params: { uuid } },  // and the HTTP request it makes:
//     },                                         // method and path from contract/endpoints.ts,
//                                                // query, JSON body or form fields compared whole
//     noRequest: ['deleteAlbum'],
//     text: [                                    // view runs: each text in its region
//       { in: 'toast', says: 'Album dihapus' },  // a toast that came up during this step
//       { in: { dialog: 'Lanjut Delete?' }, says: ['Lanjut', 'Cancel'] },
//       { in: { list: true }, says: 'budi' },    // any list; or { list: '<accessible name>' }
//       { in: { fieldError: 'Username' }, says: 'Username sudah dipakai' },
//       { in: 'alert', says: 'Gagal memuat' },   // an inline alert, not a toast
//       'Edit Album',                            // a plain string: region "page", anywhere but a
//     ],                                         // toast already up before the step
//   }
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { pathOf } from '../../../contract/endpoint-path.ts';
import { API_PREFIX, endpoints } from '../../../contract/endpoints.ts';
import { valueName, type MachinePath } from './graph.ts';
import type { CheckedExpectation, ExpectedAction, ExpectedCall, PathSoFar, SpecExpectation, StepMatcher } from './expectation-types.ts';
import { scopedTexts, regionName, regionText, toastWords } from './text-regions.ts';
import type { RunKind } from './recorder.ts';

function partialMatch(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (actual === null || typeof actual !== 'object') return false;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => partialMatch(actual[i], item));
  }
  return Object.entries(expected).every(([key, value]) => partialMatch((actual as Record<string, unknown>)[key], value));
}

function stepMatches(when: StepMatcher, before: AnyMachineSnapshot | null, event: AnyEventObject, after: AnyMachineSnapshot): boolean {
  if (when.event !== undefined && when.event !== event.type) return false;
  if (when.with !== undefined && !partialMatch(event, when.with)) return false;
  if (when.from !== undefined && !(before?.matches(when.from as never) ?? false)) return false;
  if (when.to !== undefined && !after.matches(when.to as never)) return false;
  return true;
}

function label(expectation: SpecExpectation): string {
  return `${expectation.spec} — "${expectation.name}"`;
}

function actionType(action: string | ExpectedAction): string {
  return typeof action === 'string' ? action : action.type;
}

/** The checks an expectation makes in a run of the given kind; text needs a screen. */
function checksIn(expectation: SpecExpectation, kind: RunKind): string[] {
  const checks = (expectation.actions ?? []).map((action) => `action ${actionType(action)}`);
  if (expectation.request) checks.push(`request ${expectation.request.actor}`);
  const sends = expectation.request?.sends;
  if (sends && kind === 'machine') checks.push(`call ${typeof sends === 'function' ? 'as the contract says' : callLine(sends, false)}`);
  for (const actor of expectation.noRequest ?? []) checks.push(`no request ${actor}`);
  if (kind === 'view') {
    for (const { region, text } of scopedTexts(expectation.text)) checks.push(`text "${text}" (${regionName(region)})`);
  }
  return checks;
}

/** The request line the contract gives the call: "POST /api/v1/album/x1/force-delete" (filled) or ".../:uuid/...". */
function callLine(call: ExpectedCall, filled = true): string {
  const { method, path } = endpoints[call.endpoint];
  return `${method} ${API_PREFIX}${filled ? pathOf(path, call.params) : path}`;
}

/** Expectations with something to check in this kind of run. */
export function checkable(expectations: SpecExpectation[], kind: RunKind): SpecExpectation[] {
  return expectations.filter((expectation) => checksIn(expectation, kind).length > 0);
}

/**
 * Follows one path run: collects the actions the machine under test ran and the actors it
 * started during each step, then asserts every expectation the step reaches.
 */
export class ExpectationRun {
  private stepActions: Array<{ type: string; params: unknown }> = [];
  /** Actors the machine under test started during the step, with their input: the requests it sent. */
  private stepStarted: Array<{ src: string; input: unknown }> = [];
  /** Actors started by the machine under test or by one of them. */
  private readonly descendants = new Set<unknown>();
  /** The words of the toasts already up when the step began: they say nothing about this step. */
  private staleToastWords: Node[] = [];
  readonly checked: CheckedExpectation[] = [];

  constructor(
    private readonly machine: AnyStateMachine,
    private readonly expectations: SpecExpectation[],
    private readonly kind: RunKind,
  ) {}

  /** Inspection observer: the actions of the machine under test (a screen may run others). */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.event' && event.event.type === 'xstate.init') {
      // A child's start: its parent sends it `xstate.init` with its input. A child's own children
      // (a photo's upload in the queue) are the machine's requests too.
      const parent = event.sourceRef as { logic?: { id?: string } } | undefined;
      const src = (event.actorRef as { src?: unknown }).src;
      if (!parent || (parent.logic?.id !== this.machine.id && !this.descendants.has(parent))) return;
      this.descendants.add(event.actorRef);
      if (typeof src === 'string') this.stepStarted.push({ src, input: (event.event as { input?: unknown }).input });
      return;
    }
    if (event.type !== '@xstate.action' || event.action.type.startsWith('xstate.')) return;
    const snapshot = event.actorRef.getSnapshot() as { machine?: { id: string } } | undefined;
    if (snapshot?.machine?.id !== this.machine.id) return;
    this.stepActions.push({ type: event.action.type, params: event.action.params });
  };

  beginStep(): void {
    this.stepActions = [];
    this.stepStarted = [];
    if (this.kind === 'view') this.staleToastWords = toastWords();
  }

  /** Asserts the expectations reached by step `index` of the path, just after it ran. */
  async checkStep(path: MachinePath, index: number): Promise<void> {
    const step = path.steps[index];
    const before = index > 0 ? path.steps[index - 1].state : null;
    const events = path.steps.slice(1, index + 1).map((s) => s.event);
    const calls = this.stepStarted;
    const where = `at step ${index} (${step.event.type} → ${valueName(step.state.value)})`;
    for (const expectation of this.expectations) {
      if (!stepMatches(expectation.when, before, step.event, step.state)) continue;
      const checks = checksIn(expectation, this.kind);
      if (checks.length === 0) continue;
      const title = `${label(expectation)} ${where}`;
      for (const action of expectation.actions ?? []) {
        const ran = this.stepActions.filter((done) => done.type === actionType(action));
        expect(this.stepActions.map((done) => done.type), `${title}: action ${actionType(action)} should run`).toContain(actionType(action));
        if (typeof action !== 'string') {
          expect(ran.map((done) => done.params), `${title}: action ${action.type} params`).toContainEqual(expect.objectContaining(action.params as object));
        }
      }
      if (expectation.request) {
        const { actor, input } = expectation.request;
        const started = calls.filter((call) => call.src === actor);
        expect(started.length, `${title}: request ${actor} should be sent`).toBeGreaterThan(0);
        const expected = typeof input === 'function' ? (input as (so: PathSoFar) => unknown)({ before: before ?? step.state, events }) : input;
        expect(started[started.length - 1].input, `${title}: request ${actor} input`).toEqual(expected);
        const { sends } = expectation.request;
        if (sends && this.kind === 'machine') {
          const call = typeof sends === 'function' ? sends({ before: before ?? step.state, events }, expected) : sends;
          await this.checkCall(title, actor, started[started.length - 1].input, call);
        }
      }
      for (const actor of expectation.noRequest ?? []) {
        expect(calls.map((call) => call.src), `${title}: no request ${actor} should be sent`).not.toContain(actor);
      }
      if (this.kind === 'view') {
        for (const { region, text } of scopedTexts(expectation.text)) {
          const wanted = text.replace(/\s+/g, ' ').trim();
          await waitFor(() =>
            expect(regionText(region, this.staleToastWords), `${title}: ${regionName(region)} should show "${text}"`).toContain(wanted),
          );
        }
      }
      this.checked.push({ spec: expectation.spec, name: expectation.name, step: index, checks });
    }
  }

  /** The app's own actor, given the input the machine started it with, sends the contract's request. */
  private async checkCall(title: string, actor: string, input: unknown, call: ExpectedCall): Promise<void> {
    // Loaded only by machine runs: the app's flows are not needed on screen, where they run anyway.
    const { appActor, requestsOf } = await import('./app-calls.ts');
    const logic = appActor(this.machine, actor);
    if (!logic) throw new Error(`${title}: the app provides no actor ${actor} for machine ${this.machine.id}`);
    const { method } = endpoints[call.endpoint];
    expect(await requestsOf(logic, input), `${title}: ${actor} should send ${callLine(call)}`).toEqual([
      {
        method,
        path: `${API_PREFIX}${pathOf(endpoints[call.endpoint].path, call.params)}`,
        query: call.query ?? {},
        body: call.body,
        form: call.form ?? null,
      },
    ]);
  }
}

/** Expectations with checks in this kind of run that no passing path reached. */
export function unreached(expectations: SpecExpectation[], kind: RunKind, reached: Set<string>): string[] {
  return checkable(expectations, kind)
    .filter((expectation) => !reached.has(expectation.name))
    .map(label);
}

/** Each expectation's section, name and checks, for the report's per-section listing. */
export function expectationList(expectations: SpecExpectation[], kind: RunKind) {
  return checkable(expectations, kind).map((expectation) => ({
    spec: expectation.spec,
    name: expectation.name,
    checks: checksIn(expectation, kind),
  }));
}
