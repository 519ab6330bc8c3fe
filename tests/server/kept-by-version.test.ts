// What a process keeps while a version stays (server/lib/kept-by-version.ts): built once per
// version, one build shared by the requests that miss at once, built again when the version moves
// or the value was dropped for room, and nothing kept from a build that failed.
import { describe, expect, it } from 'vitest';
import { keptByVersion } from '../../server/lib/kept-by-version.ts';

function counted(values: Record<number, string[]>) {
  const builds: number[] = [];
  const kept = keptByVersion<string[]>(
    4,
    (value) => value.length,
    async (id) => {
      builds.push(id);
      const value = values[id];
      if (!value) throw new Error(`no value for ${id}`);
      return [...value];
    },
  );
  return { kept, builds };
}

describe('a value kept by version', () => {
  it('is built once while its version stays, and again when it moves', async () => {
    const values = { 1: ['a'] };
    const { kept, builds } = counted(values);
    const first = await kept.at(1, 'v1');
    expect(first).toEqual(['a']);
    expect(kept.at(1, 'v1')).toBe(first);
    values[1] = ['b'];
    expect(await kept.at(1, 'v2')).toEqual(['b']);
    expect(builds).toEqual([1, 1]);
  });

  it('shares one build among the calls that miss it at once', async () => {
    const { kept, builds } = counted({ 1: ['a'], 2: ['b'] });
    const [one, again, other] = await Promise.all([kept.at(1, 'v1'), kept.at(1, 'v1'), kept.at(2, 'v1')]);
    expect(one).toBe(again);
    expect(other).toEqual(['b']);
    expect(builds).toEqual([1, 2]);
  });

  it('drops the least recently used values past its capacity', async () => {
    const { kept, builds } = counted({ 1: ['a', 'a'], 2: ['b', 'b'], 3: ['c', 'c'] });
    await kept.at(1, 'v');
    await kept.at(2, 'v');
    await kept.at(1, 'v');
    await kept.at(3, 'v');
    await kept.at(1, 'v');
    await kept.at(2, 'v');
    expect(builds).toEqual([1, 2, 3, 2]);
  });

  it('keeps nothing of a build that failed', async () => {
    const values: Record<number, string[]> = {};
    const { kept, builds } = counted(values);
    await expect(kept.at(1, 'v')).rejects.toThrow('no value for 1');
    values[1] = ['a'];
    expect(await kept.at(1, 'v')).toEqual(['a']);
    expect(builds).toEqual([1, 1]);
  });
});
