// The emergency quota call: the SPA asks GET /emergency-mail/quota, which answers a used quota
// as data (200), and reads it as hours left; failures stay failures (the network is replaced).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEmergencyHoursLeft } from '../../src/api/emergency.ts';

const network = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
vi.stubGlobal('fetch', network);

const quota = (body: object) =>
  new Response(JSON.stringify({ status: true, ...body }), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  network.mockReset();
});

describe('emergency quota call', () => {
  it('asks GET /emergency-mail/quota and answers null while the quota is free', async () => {
    network.mockResolvedValue(quota({ message: 'You have access', free: true, hours_left: null }));
    await expect(fetchEmergencyHoursLeft()).resolves.toBeNull();
    expect(network.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual(['GET /api/v1/emergency-mail/quota']);
  });

  it.each([23, 0])('reads a used quota with %i whole hours left', async (hours) => {
    network.mockResolvedValue(quota({ message: 'Anda sudah memakai limit hari ini', free: false, hours_left: hours }));
    await expect(fetchEmergencyHoursLeft()).resolves.toBe(hours);
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('fetch failed')), { status: 0, body: null }],
    ['a server error', () => Promise.resolve(new Response(null, { status: 500 })), { status: 500, body: null }],
  ])('fails on %s', async (_, answer, failure) => {
    network.mockImplementation(answer);
    await expect(fetchEmergencyHoursLeft()).rejects.toEqual(failure);
  });
});
