// A map that keeps what was used most recently, up to a capacity: each value weighs one, or what
// `weigh` says (bytes). A Map keeps insertion order, and a read re-inserts, so the least recently
// used entry is the first and goes first.

export interface RecentlyUsed<K, V> {
  /** The value, now the most recently used. */
  get(key: K): V | undefined;
  /** Keeps the value as the most recently used; one heavier than the whole capacity is not kept. */
  set(key: K, value: V): void;
  delete(key: K): void;
}

export function recentlyUsed<K, V>(capacity: number, weigh: (value: V) => number = () => 1): RecentlyUsed<K, V> {
  const entries = new Map<K, V>();
  let weight = 0;

  function remove(key: K): void {
    if (!entries.has(key)) return;
    weight -= weigh(entries.get(key) as V);
    entries.delete(key);
  }

  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      remove(key);
      if (weigh(value) > capacity) return;
      entries.set(key, value);
      weight += weigh(value);
      for (const [oldest] of entries) {
        if (weight <= capacity) break;
        remove(oldest);
      }
    },
    delete: remove,
  };
}
