import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_BASE_MS, RECONNECT_CAP_MS } from '../../machines/live-stream.machine.ts';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { liveStreamModel } from '../models/live-stream.model.ts';

describe('live stream machine', () => {
  testMachinePaths(liveStreamModel);
});

describe('the wait before reconnecting', () => {
  it.each([
    [0, RECONNECT_BASE_MS],
    [1, 2 * RECONNECT_BASE_MS],
    [3, 8 * RECONNECT_BASE_MS],
    [10, RECONNECT_CAP_MS],
  ])('after %i failures is between half its ceiling and the ceiling (%i ms)', (attempt, ceiling) => {
    expect(reconnectDelay(attempt, 0)).toBe(ceiling / 2);
    expect(reconnectDelay(attempt, 0.5)).toBe(Math.round(ceiling * 0.75));
    expect(reconnectDelay(attempt, 0.999_999)).toBe(ceiling);
  });
});
