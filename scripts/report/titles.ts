// Titles that tell every path of a run apart.
import type { PathRecord } from '../../tests/helpers/model/recorder.ts';
import { shorten } from './html.ts';

/** The event part of a step in words ("what happened → what is shown"). */
function stepEvent(step: string): string {
  return step.split(' → ')[0];
}

/** The steps a path takes just before its last one, in words (paths part nearest their end). */
function route(path: PathRecord): string {
  const before = path.steps.slice(1, -1).map(stepEvent);
  if (before.length === 0) return 'langsung dari awal';
  return `lewat: ${before.length > 3 ? '… → ' : ''}${before.slice(-3).join(' → ')}`;
}

/**
 * What the last step carried (what was typed or chosen, the server's status), as values only:
 * `FIELD_CHANGED (field="password" value="x")` reads “password”, “x”.
 */
function lastStepValues(path: PathRecord): string {
  const raw = path.rawSteps[path.rawSteps.length - 1].split(' → ')[0];
  const values = [...raw.matchAll(/=("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false)/g)].map((match) => match[1]);
  const status = raw.match(/"status":(\d+)/)?.[1];
  const words = [...values.map((value) => (value.startsWith('"') ? `“${JSON.parse(value) as string}”` : value)), ...(status ? [`status ${status}`] : [])];
  return words.length === 0 ? '' : `dengan ${shorten(words.join(', '))}`;
}

function countOf(titles: string[]): Map<string, number> {
  return titles.reduce((map, title) => map.set(title, (map.get(title) ?? 0) + 1), new Map<string, number>());
}

/**
 * Path titles that read the same get the route they took, then what their last step carried,
 * then a number, so QA can tell every path apart by its title.
 */
export function uniqueTitles(paths: PathRecord[]): string[] {
  const details: Array<(path: PathRecord) => string> = [
    route,
    lastStepValues,
  ];
  let titles = paths.map((path) => path.name);
  for (const detail of details) {
    const counts = countOf(titles);
    titles = titles.map((title, index) => {
      const added = counts.get(title)! > 1 ? detail(paths[index]) : '';
      return added ? `${title} — ${added}` : title;
    });
  }
  const counts = countOf(titles);
  const seen = new Map<string, number>();
  return titles.map((title) => {
    if (counts.get(title)! === 1) return title;
    seen.set(title, (seen.get(title) ?? 0) + 1);
    return `${title} (varian ${seen.get(title)})`;
  });
}
