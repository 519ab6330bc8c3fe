import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/text/dates.ts';

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
