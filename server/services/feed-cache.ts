// Feed pages are the same for every viewer and are read far more often than anything on
// them changes. Their serialized answers are kept while the database's feed version
// (migration 0007) stays where it was; any write to what they show moves it, whichever
// server process made the write.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';

/** Pages kept per process: the first page and the cursors being scrolled through. */
const MAX_PAGES = 256;

export interface FeedCache {
  /** The answer for `cursor` (undefined: the first page), built by `build` unless kept. */
  answer(cursor: number | undefined, build: () => Promise<string>): Promise<string>;
}

const readFeedVersion = preparedQuery((db: Kysely<Database>) =>
  db.selectFrom('feed_version').select('version').where('id', '=', 1),
);

export function createFeedCache(db: Kysely<Database>): FeedCache {
  let keptVersion: string | undefined;
  // Promises, so requests that miss at the same time share one build.
  const pages = new Map<number | undefined, Promise<string>>();

  return {
    async answer(cursor, build) {
      const [row] = await readFeedVersion(db);
      // Read before the page is built: a write landing in between moves the version past
      // the one the page is kept under, so it is rebuilt on the next request.
      const version = String(row.version);
      if (version !== keptVersion) {
        pages.clear();
        keptVersion = version;
      }
      const kept = pages.get(cursor);
      if (kept) {
        // Re-inserted as the newest, so the least recently read page goes first.
        pages.delete(cursor);
        pages.set(cursor, kept);
        return kept;
      }
      const built = build();
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value);
      pages.set(cursor, built);
      built.catch(() => {
        if (pages.get(cursor) === built) pages.delete(cursor);
      });
      return built;
    },
  };
}
