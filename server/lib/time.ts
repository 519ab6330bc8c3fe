export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/** True when the ISO timestamp lies at or before `now`. */
export function hasPassed(isoTimestamp: string, now: Date): boolean {
  return new Date(isoTimestamp).getTime() <= now.getTime();
}
