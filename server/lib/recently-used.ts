// A map that keeps what was used recently, up to a capacity: each value weighs one, or what
// `weigh` says (bytes). A read only marks its entry (it writes nothing to the Map, which a
// reordering read did on every hit); when the weight is over, entries go oldest first, and a
// marked one is passed over once, unmarked and kept as new ("second chance").

export interface RecentlyUsed<K, V> {
  /** The value, now marked as used. */
  get(key: K): V | undefined;
  /** Keeps the value as the newest; one heavier than the whole capacity is not kept. */
  set(key: K, value: V): void;
  delete(key: K): void;
}

interface Entry<V> {
  value: V;
  used: boolean;
}

export function recentlyUsed<K, V>(capacity: number, weigh: (value: V) => number = () => 1): RecentlyUsed<K, V> {
  // A Map keeps insertion order: the first entry is the oldest.
  const entries = new Map<K, Entry<V>>();
  let weight = 0;

  function remove(key: K): void {
    const entry = entries.get(key);
    if (entry === undefined) return;
    weight -= weigh(entry.value);
    entries.delete(key);
  }

  function evictWhileOver(): void {
    while (weight > capacity) {
      const [key, entry] = entries.entries().next().value as [K, Entry<V>];
      entries.delete(key);
      if (entry.used) {
        entry.used = false;
        entries.set(key, entry);
      } else {
        weight -= weigh(entry.value);
      }
    }
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entry.used = true;
      return entry.value;
    },
    set(key, value) {
      remove(key);
      if (weigh(value) > capacity) return;
      entries.set(key, { value, used: false });
      weight += weigh(value);
      evictWhileOver();
    },
    delete: remove,
  };
}
