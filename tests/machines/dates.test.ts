import { describe, expect, it } from 'vitest';
import { formatDate, formatTimeAgo } from '../../src/text/dates.ts';

describe('formatDate', () => {
  it('shows an ISO timestamp as an Indonesian short date', () => {
    expect(formatDate('2023-08-25T03:00:00.000Z')).toBe('25 Agu 2023');
  });

  it('uses the Jakarta calendar day, not the UTC one', () => {
    expect(formatDate('2023-08-24T18:30:00.000Z')).toBe('25 Agu 2023');
  });

  it("writes every day of four years as Intl's Indonesian short date in Jakarta time does", () => {
    const intl = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'short', year: 'numeric' });
    const HOURS_5 = 5 * 60 * 60 * 1000;
    const differing: string[] = [];
    let compared = 0;
    // Every fifth hour from 2023 through 2026 lands on each hour of the day, the turns of the
    // Jakarta day among them, on every month and year end and on 29 February 2024.
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2027, 0, 1); time += HOURS_5) {
      const timestamp = new Date(time).toISOString();
      compared++;
      if (formatDate(timestamp) !== intl.format(new Date(time))) differing.push(timestamp);
    }
    expect(compared).toBe(7013);
    expect(differing).toEqual([]);
    expect(formatDate('2024-02-28T17:00:00.000Z')).toBe('29 Feb 2024');
    expect(formatDate('2026-12-31T16:59:59.999Z')).toBe('31 Des 2026');
    expect(formatDate('2026-12-31T17:00:00.000Z')).toBe('1 Jan 2027');
  });

  it('shows a text that is no date as it came', () => {
    expect(formatDate('kemarin')).toBe('kemarin');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;

  it.each([
    ['under a minute', 59_000, 'baru saja'],
    ['minutes', 2 * MINUTE, '2 menit yang lalu'],
    ['hours', 3 * 60 * MINUTE, '3 jam yang lalu'],
    ['a day', 25 * 60 * MINUTE, 'kemarin'],
    ['days', 4 * 24 * 60 * MINUTE, '4 hari yang lalu'],
  ])('says how long ago for %s', (_name, elapsed, shown) => {
    expect(formatTimeAgo(ago(elapsed), now)).toBe(shown);
  });

  it('gives the date from a week on', () => {
    expect(formatTimeAgo('2026-11-01T03:00:00.000Z', now)).toBe('1 Nov 2026');
  });

  it('says "just now" for a moment a little ahead of this clock', () => {
    expect(formatTimeAgo(ago(-5000), now)).toBe('baru saja');
  });

  it('gives nothing for a text that is no date', () => {
    expect(formatTimeAgo('', now)).toBe('');
  });
});
