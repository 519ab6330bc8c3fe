// Feed items are the same for every viewer (which posts a page holds is not: blocks and
// mutes, decision 093) and are read far more often than anything on
// them changes. Each process keeps serialized items by post, valid while the post's version
// (migration 0008) stays where it was; triggers move it on every write to what the item
// shows, whichever server process made the write. A page costs one indexed query for its
// posts' ids and versions, plus building only the items that changed. Items hold absolute media
// URLs, so they are kept for the media base they were built for (server/http/media-base.ts): an
// origin read from one request's Host never reaches an answer to another.
import type { Kysely } from 'kysely';
import type { PostItem } from '../../contract/wire.ts';
import type { Database } from '../db/schema.ts';
import { recentlyUsed } from '../lib/recently-used.ts';
import type { Viewer } from './member-visibility.ts';
import { feedPageEntries, type FeedEntry } from './post-lists.ts';

/** Items kept per process: the first pages of the feed many times over. */
const MAX_ITEMS = 5000;

/**
 * A feed item as kept: its JSON, and the item itself, so a viewer's blocks are checked against
 * its likers and only an item naming a blocked member is written anew (hidden-likers.ts).
 */
export interface KeptFeedItem {
  json: string;
  item: PostItem;
}

export interface FeedCache {
  /**
   * The kept items of the viewer's page below `cursor` (undefined: the first page), newest
   * first, with media URLs on `mediaBase`; `build` makes them on that base.
   */
  page(
    viewer: Viewer,
    cursor: number | undefined,
    mediaBase: string,
    build: (postIds: number[]) => Promise<Map<number, KeptFeedItem>>,
  ): Promise<KeptFeedItem[]>;
}

// A uuid with the version: ids of deleted SQLite rows can come back for new posts.
const entryKey = (entry: FeedEntry, mediaBase: string) => `${entry.uuid}@${entry.version} ${mediaBase}`;

export function createFeedCache(db: Kysely<Database>): FeedCache {
  const items = recentlyUsed<number, { key: string; kept: KeptFeedItem }>(MAX_ITEMS);
  // Builds under way, so requests that miss the same item at once share one.
  const building = new Map<string, Promise<KeptFeedItem>>();

  function buildMissing(
    missing: FeedEntry[],
    mediaBase: string,
    build: (postIds: number[]) => Promise<Map<number, KeptFeedItem>>,
  ): void {
    // The versions were read before the items are built: a write landing in between moves
    // the version past the one an item is kept under, so it is rebuilt on the next request.
    const built = build(missing.map((entry) => entry.id));
    for (const entry of missing) {
      const key = entryKey(entry, mediaBase);
      const item = built.then((itemsById) => {
        const made = itemsById.get(entry.id);
        if (made === undefined) throw new Error(`feed item ${entry.id} could not be built`);
        items.set(entry.id, { key, kept: made });
        return made;
      });
      building.set(key, item);
      void item.then(
        () => building.delete(key),
        () => building.delete(key),
      );
    }
  }

  return {
    async page(viewer, cursor, mediaBase, build) {
      const entries = await feedPageEntries(db, viewer, cursor);
      const keys = entries.map((entry) => entryKey(entry, mediaBase));
      const held = entries.map((entry, index) => {
        const kept = items.get(entry.id);
        return kept?.key === keys[index] ? kept.kept : undefined;
      });
      const missing = entries.filter((_, index) => held[index] === undefined && !building.has(keys[index]));
      if (missing.length > 0) buildMissing(missing, mediaBase, build);
      return Promise.all(held.map((kept, index) => kept ?? building.get(keys[index])!));
    },
  };
}
