// The emergency quota call: a used quota (the server's 422 with the hours left) is an answer the
// app expects, read as hours; only other failures fail (the HTTP client itself is replaced).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEmergencyHoursLeft } from '../../src/api/emergency.ts';
import { request } from '../../src/api/http.ts';

vi.mock('../../src/api/http.ts', () => ({ request: vi.fn() }));

const refusal = (message: unknown) => ({ status: 422, body: { status: false, message } });

beforeEach(() => {
  vi.mocked(request).mockReset();
});

describe('emergency quota call', () => {
  it('asks GET /emergency-mail/limit and answers null while the quota is free', async () => {
    vi.mocked(request).mockResolvedValue({ status: true, message: 'You have access' });
    await expect(fetchEmergencyHoursLeft()).resolves.toBeNull();
    expect(vi.mocked(request).mock.calls).toEqual([['/emergency-mail/limit']]);
  });

  it.each([
    [23, 23],
    [0, 0],
    [5.9, 5],
  ])('reads a used quota (422, message %s) as %i whole hours left, without failing', async (message, hours) => {
    vi.mocked(request).mockRejectedValue(refusal(message));
    await expect(fetchEmergencyHoursLeft()).resolves.toBe(hours);
  });

  it.each([
    ['no answer', { status: 0, body: null }],
    ['a 422 without hours', refusal('Limit')],
    ['a server error', { status: 500, body: null }],
  ])('fails on %s', async (_, failure) => {
    vi.mocked(request).mockRejectedValue(failure);
    await expect(fetchEmergencyHoursLeft()).rejects.toEqual(failure);
  });
});
