// A FilePond plugin that wakes FilePond when a picked picture's tile is due to appear. Pictures
// picked together appear `itemInsertInterval` apart, but FilePond reveals a tile only while it is
// still drawing: when every upload had finished before a tile's time (five fast uploads at once),
// it went to rest with the later tiles transparent for good. An empty action at each interval
// until the tile's latest possible time makes it draw again.

import type { PluginApi } from './pond-plugin-api.ts';

/** Past a tile's time by this much, so FilePond's own clock has passed it too. */
const AFTER_SPAWN_MS = 20;

export function pondRevealItems({ addFilter }: Pick<PluginApi, 'addFilter'>) {
  // A tile's time is at most one interval per tile before it; FilePond tells views nothing of it.
  addFilter('CREATE_VIEW', ({ is, view }) => {
    if (!is('file')) return;
    const interval = Number(view.query('GET_ITEM_INSERT_INTERVAL'));
    const tiles = (view.query('GET_ACTIVE_ITEMS') as unknown[]).length;
    for (let step = 1; step <= tiles; step += 1) {
      setTimeout(() => view.dispatch('KICK'), step * interval + AFTER_SPAWN_MS);
    }
  });

  return { options: {} };
}
