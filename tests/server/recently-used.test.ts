import { describe, expect, it } from 'vitest';
import { recentlyUsed } from '../../server/lib/recently-used.ts';

describe('recentlyUsed', () => {
  it('drops the oldest values first, passing once over each value read since', () => {
    const kept = recentlyUsed<string, number>(3);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    expect(kept.get('a')).toBe(1);
    kept.set('d', 4);
    kept.set('e', 5);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => kept.get(key))).toEqual([1, undefined, undefined, 4, 5]);
  });

  it('drops a value read once it has been passed over and not read again', () => {
    const kept = recentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.get('a');
    // b goes; a, passed over, counts as newer than c.
    kept.set('c', 3);
    // c goes.
    kept.set('d', 4);
    // a, not read since it was passed over, goes.
    kept.set('e', 5);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => kept.get(key))).toEqual([undefined, undefined, undefined, 4, 5]);
  });

  it('weighs values, keeps none heavier than the capacity, and forgets a deleted one', () => {
    const kept = recentlyUsed<string, string>(5, (text) => text.length);
    kept.set('short', 'ab');
    kept.set('long', 'abc');
    kept.set('huge', 'abcdef');
    expect([kept.get('short'), kept.get('long'), kept.get('huge')]).toEqual(['ab', 'abc', undefined]);
    kept.delete('short');
    kept.set('more', 'de');
    expect([kept.get('short'), kept.get('long'), kept.get('more')]).toEqual([undefined, 'abc', 'de']);
  });
});
