// The emergency quota call: the SPA asks GET /emergency-mail/quota, which answers a used quota
// as data (200), and reads it as hours left; failures stay failures (the HTTP client itself is
// replaced).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEmergencyHoursLeft } from '../../src/api/emergency.ts';
import { request } from '../../src/api/http.ts';

vi.mock('../../src/api/http.ts', () => ({ request: vi.fn() }));

beforeEach(() => {
  vi.mocked(request).mockReset();
});

describe('emergency quota call', () => {
  it('asks GET /emergency-mail/quota and answers null while the quota is free', async () => {
    vi.mocked(request).mockResolvedValue({ status: true, message: 'You have access', free: true, hours_left: null });
    await expect(fetchEmergencyHoursLeft()).resolves.toBeNull();
    expect(vi.mocked(request).mock.calls).toEqual([['/emergency-mail/quota']]);
  });

  it.each([23, 0])('reads a used quota with %i whole hours left', async (hours) => {
    vi.mocked(request).mockResolvedValue({ status: true, message: 'Anda sudah memakai limit hari ini', free: false, hours_left: hours });
    await expect(fetchEmergencyHoursLeft()).resolves.toBe(hours);
  });

  it.each([
    ['no answer', { status: 0, body: null }],
    ['a server error', { status: 500, body: null }],
  ])('fails on %s', async (_, failure) => {
    vi.mocked(request).mockRejectedValue(failure);
    await expect(fetchEmergencyHoursLeft()).rejects.toEqual(failure);
  });
});
