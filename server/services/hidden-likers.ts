// A post's likers as one viewer may see them (contract §16): members blocked either way are left
// out of the names and the count, as the likers list leaves them out. Items are built once for
// every viewer (feed-cache.ts), so the viewer's blocks are taken out after, on the way out.
import type { PostItem } from '../../contract/wire.ts';
import type { KeptFeedItem } from './feed-cache.ts';

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
