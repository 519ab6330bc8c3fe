// What a process builds from the database and keeps while a version the database moves stays
// where it was (a post's comments page, a member's notification list, a search's answer): one
// value per id, the most recently used kept up to a capacity, and requests that miss the same
// version at once share one build.
import { recentlyUsed } from './recently-used.ts';

export interface KeptByVersion<V, Id extends number | string = number> {
  /**
   * The value kept for `id` at `key` (its version, and whatever else tells builds apart), or one
   * built now. Read the version before calling: a write landing during the build moves it past
   * `key`, so the value is built again on the next call.
   */
  at(id: Id, key: string): V | Promise<V>;
}

/** `weigh`: what a value counts against `capacity`; `build`: the value of `id` as it is now. */
export function keptByVersion<V, Id extends number | string = number>(
  capacity: number,
  weigh: (value: V) => number,
  build: (id: Id) => Promise<V>,
): KeptByVersion<V, Id> {
  const kept = recentlyUsed<Id, { key: string; value: V }>(capacity, (entry) => weigh(entry.value));
  const building = new Map<string, Promise<V>>();

  return {
    at(id, key) {
      const entry = kept.get(id);
      if (entry?.key === key) return entry.value;
      const buildKey = `${id} ${key}`;
      let built = building.get(buildKey);
      if (!built) {
        built = build(id)
          .then((value) => {
            kept.set(id, { key, value });
            return value;
          })
          .finally(() => building.delete(buildKey));
        building.set(buildKey, built);
      }
      return built;
    },
  };
}
