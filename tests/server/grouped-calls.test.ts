// groupedCalls, which lets the emergency sender's concurrent mails share their database writes.
import { describe, expect, it } from 'vitest';
import { groupedCalls } from '../../server/lib/grouped-calls.ts';

/** A group runner whose runs finish when the test says; `groups` lists what each run got. */
function controlledRunner() {
  const groups: string[][] = [];
  const finishers: ((value: string) => void)[] = [];
  const run = (items: string[]) =>
    new Promise<string>((resolve) => {
      groups.push(items);
      finishers.push(resolve);
    });
  const finish = (index: number, value: string) => finishers[index](value);
  return { groups, run, finish };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('groupedCalls', () => {
  it('runs the items handed in together as one group, and every caller gets its result', async () => {
    const runner = controlledRunner();
    const call = groupedCalls(runner.run);
    const results = Promise.all([call('a'), call('b'), call('c')]);
    await settled();
    expect(runner.groups).toEqual([['a', 'b', 'c']]);
    runner.finish(0, 'done');
    expect(await results).toEqual(['done', 'done', 'done']);
  });

  it('gathers the items handed in while a group runs into the next one, run once that is done', async () => {
    const runner = controlledRunner();
    const call = groupedCalls(runner.run);
    const first = call('a');
    await settled();
    const later = Promise.all([call('b'), call('c')]);
    await settled();
    expect(runner.groups).toEqual([['a']]);

    runner.finish(0, 'first');
    expect(await first).toBe('first');
    await settled();
    expect(runner.groups).toEqual([['a'], ['b', 'c']]);
    runner.finish(1, 'second');
    expect(await later).toEqual(['second', 'second']);
  });

  it('fails the callers of a failed group only', async () => {
    let runs = 0;
    const call = groupedCalls(async (items: string[]) => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
      return items.length;
    });
    const failing = call('a');
    const next = call('b');
    await settled();
    const after = call('c');
    await expect(failing).rejects.toThrow('database gone');
    await expect(next).rejects.toThrow('database gone');
    expect(await after).toBe(1);
  });
});
