// A post's likers as one viewer may see them (contract §16): members blocked either way are left
// out of the names and the count, as the likers list leaves them out. Items are built once for
// every viewer (feed-cache.ts), so the viewer's blocks are taken out after, on the way out.
import type { Kysely } from 'kysely';
import type { PostItem } from '../../contract/wire.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import type { KeptFeedItem } from './feed-cache.ts';

const blockedEitherWay = preparedQuery((db: Kysely<Database>, viewerId: number) =>
  db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select('users.username')
    .where('blocks.blocker_id', '=', viewerId)
    .union(
      db
        .selectFrom('blocks')
        .innerJoin('users', 'users.id', 'blocks.blocker_id')
        .select('users.username')
        .where('blocks.blocked_id', '=', viewerId),
    ),
);

/** Usernames of the members the viewer blocked or is blocked by; empty for most members. */
export async function usernamesBlockedEitherWay(db: Kysely<Database>, viewerId: number): Promise<Set<string>> {
  const rows = await blockedEitherWay(db, viewerId);
  return new Set(rows.map((row) => row.username));
}

export function withoutHiddenLikers(item: PostItem, hidden: Set<string>): PostItem {
  if (!item.liker || hidden.size === 0) return item;
  const shown = item.liker.filter((username) => !hidden.has(username));
  if (shown.length === item.liker.length) return item;
  return { ...item, liker: shown, total_like: item.total_like - (item.liker.length - shown.length) };
}

/** As withoutHiddenLikers on kept feed items, as JSON: an item naming no hidden member is sent as kept. */
export function withoutHiddenLikersKept(items: KeptFeedItem[], hidden: Set<string>): string[] {
  return items.map(({ json, item }) =>
    hidden.size > 0 && item.liker?.some((username) => hidden.has(username)) ? JSON.stringify(withoutHiddenLikers(item, hidden)) : json,
  );
}
