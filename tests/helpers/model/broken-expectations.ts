// Spec expectations made wrong on purpose, for the mutation check (scripts/mutation-check.ts):
// a model whose paths pass with a wrong expectation checks nothing with it.
import type { PathSoFar, SpecExpectation } from './expectation-types.ts';

/** With this environment variable at "1", machine path suites break each expectation in turn. */
export const BREAK_EXPECTATIONS = 'MODEL_BREAK_EXPECTATIONS';

/** A value no machine sends and no app request carries. */
const WRONG = { brokenOnPurpose: true };

/** The part of the expectation that is broken, in words. */
export function brokenWhat(expectation: SpecExpectation): string {
  const { request, actions, noRequest } = expectation;
  if (request?.sends) return `the call of ${request.actor} given another body`;
  if (request) return `the request ${request.actor} given another input`;
  if (actions && actions.length > 0) return 'an expected action renamed';
  return `"no request ${noRequest?.[0]}" turned into a request`;
}

/** The same expectation (same name and step) with its strongest machine-run check made wrong. */
export function breakExpectation(expectation: SpecExpectation): SpecExpectation {
  const { request, actions, noRequest } = expectation;
  const { sends } = request ?? {};
  if (request && sends) {
    const wrongBody = typeof sends === 'function' ? (path: PathSoFar, input: unknown) => ({ ...sends(path, input), body: WRONG }) : { ...sends, body: WRONG };
    return { ...expectation, request: { ...request, sends: wrongBody } };
  }
  if (request) return { ...expectation, request: { ...request, input: WRONG } };
  if (actions && actions.length > 0) {
    const [first, ...rest] = actions;
    const type = `${typeof first === 'string' ? first : first.type}·broken`;
    return { ...expectation, actions: [type, ...rest] };
  }
  if (noRequest && noRequest.length > 0) return { ...expectation, noRequest: undefined, request: { actor: noRequest[0], input: WRONG } };
  throw new Error(`"${expectation.name}" has nothing to check in a machine run`);
}
