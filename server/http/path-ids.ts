import { MAX_INTEGER } from '../../contract/fields.ts';

/** A numeric id from a path segment, or undefined when no row can have it (answered as 404). */
export function idFromPath(segment: string): number | undefined {
  if (!/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_INTEGER ? id : undefined;
}
