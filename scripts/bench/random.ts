// A seeded pseudo-random source, so two runs generate the same community.

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, bound). */
  below(bound: number): number;
  pick<T>(items: readonly T[]): T;
  alphanumeric(length: number): string;
}

/** mulberry32: tiny, fast and good enough for test data (not for secrets). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const below = (bound: number) => Math.floor(next() * bound);
  return {
    next,
    below,
    pick: (items) => items[below(items.length)],
    alphanumeric(length) {
      let result = '';
      for (let i = 0; i < length; i += 1) result += ALPHANUMERIC[below(ALPHANUMERIC.length)];
      return result;
    },
  };
}
