import { describe, expect, it } from 'vitest';
import { formatDate, formatTimeAgo } from '../../src/text/dates.ts';

describe('formatDate', () => {
  it('shows an ISO timestamp as an Indonesian short date', () => {
    expect(formatDate('2023-08-25T03:00:00.000Z')).toBe('25 Agu 2023');
  });

  it('uses the Jakarta calendar day, not the UTC one', () => {
    expect(formatDate('2023-08-24T18:30:00.000Z')).toBe('25 Agu 2023');
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
