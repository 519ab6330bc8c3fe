// The search box (contract §6): members whose first name, last name or username contains the
// keyword, case-insensitively, in username order. Answers come from the gram lists of
// migration 0012, read from their start in username order, so a search costs about the page
// it answers whatever the number of members (decision 057). Every row read is checked against
// the keyword itself, so the answers are those of a scan of all members, and against who the
// searcher sees (blocks either way, suspensions: contract §16).
import { sql, type AliasedExpression, type Compilable, type Expression, type Kysely, type SqlBool } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import { isPostgres } from '../db/portable-schema.ts';
import type { Database } from '../db/schema.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';

export const DROPDOWN_LIMIT = 6;
export const RESULTS_LIMIT = 100;

/** Characters per gram (migration 0012); every character of a field starts one. */
const GRAM_LENGTH = 3;
/** Every gram of a keyword lists all its matches; comparing more would only find a shorter list. */
const GRAMS_COMPARED = 64;
/**
 * A keyword of one or two characters starts several grams and reads the head of each list, up
 * to this many lists. A keyword starting more follows so many different characters that it is
 * in a large share of names, and walking all members in username order meets its matches first.
 */
const MAX_LISTS = 64;
/** Above every character, to close the range of grams that start with a keyword. */
const LAST_CHARACTER = '\u{10FFFF}';

/** What an answer shows of a member, and what tells whether a viewer may see them (kept-search.ts). */
const MEMBER_FIELDS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.username',
  'users.foto_profile',
  'users.bio',
  'users.suspended_until',
  'users.suspended_permanently',
] as const;

/** The keyword as a LIKE pattern that matches it literally anywhere ("\" escapes). */
function substringPattern(lowered: string): string {
  return `%${lowered.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search's own condition, applied to every row an index read brings: matches, and shown to the searcher. */
function containsKeyword(pattern: string, viewer: Viewer): Expression<SqlBool> {
  const contains = (column: 'first_name' | 'last_name' | 'username') =>
    sql<SqlBool>`lower(${sql.ref(`users.${column}`)}) like ${pattern} escape '\\'`;
  return sql<SqlBool>`(${contains('first_name')} or ${contains('last_name')} or ${contains('username')})
    and ${isMemberVisibleTo(viewer, 'users.id')}`;
}

const usernameKey = sql<string>`lower(users.username)`;

/** Username keys of members, in whatever order. */
type Listed = AliasedExpression<{ username_key: string }, 'listed'>;

/**
 * The members `listed` that match, in username order, until the page is full. PostgreSQL is
 * made to read the list first and look each member up in turn (a lateral lookup behind
 * OFFSET 0, which its planner keeps as it is): it cannot tell how many members a LIKE pattern
 * matches and, guessing few, would rather scan every member and sort. SQLite, without
 * statistics, reads the list first as it is.
 */
function matchingMembers(db: Kysely<Database>, listed: Listed, pattern: string, viewer: Viewer, limit: number) {
  if (isPostgres(db)) {
    return db
      .selectFrom(listed)
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('users')
            .select(MEMBER_FIELDS)
            .where(usernameKey, '=', eb.ref('listed.username_key'))
            .where(containsKeyword(pattern, viewer))
            .offset(0)
            .as('member'),
        (join) => join.onTrue(),
      )
      .select([
        'member.id',
        'member.first_name',
        'member.last_name',
        'member.username',
        'member.foto_profile',
        'member.bio',
        'member.suspended_until',
        'member.suspended_permanently',
      ])
      .orderBy('listed.username_key')
      .limit(limit);
  }
  return db
    .selectFrom(listed)
    .innerJoin('users', (join) => join.on(usernameKey, '=', sql.ref('listed.username_key')))
    .select(MEMBER_FIELDS)
    .where(containsKeyword(pattern, viewer))
    .orderBy('listed.username_key')
    .limit(limit);
}

/** All members in username order, until the page is full of matches. */
const walkUsernames = preparedQuery((db: Kysely<Database>, pattern: string, viewerId: number, at: string, limit: number) =>
  db
    .selectFrom('users')
    .select(MEMBER_FIELDS)
    .where(containsKeyword(pattern, { id: viewerId, at }))
    .orderBy(usernameKey)
    .limit(limit),
);

/** Grams between `from` and `to` that list anyone, at most `max`, with how many each lists. */
const gramsBetween = preparedQuery((db: Kysely<Database>, from: string, to: string, max: number) =>
  db
    .selectFrom('user_search_gram_counts')
    .select(['gram', 'users'])
    .where('gram', '>=', from)
    .where('gram', '<=', to)
    .where('users', '>', 0)
    .orderBy('gram')
    .limit(max),
);

type ParameterValue = string | number;

/**
 * A query over a list of grams, compiled once per length of the list: building it anew costs
 * more than running it.
 */
function perListLength<Args extends ParameterValue[], Row>(
  build: (db: Kysely<Database>, grams: string[], ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, grams: string[], ...args: Args) => Promise<Row[]> {
  const byLength = new Map<number, (db: Kysely<Database>, ...values: ParameterValue[]) => Promise<Row[]>>();
  return (db, grams, ...args) => {
    let compiled = byLength.get(grams.length);
    if (!compiled) {
      const length = grams.length;
      compiled = preparedQuery((database: Kysely<Database>, ...values: ParameterValue[]) =>
        build(database, values.slice(0, length) as string[], ...(values.slice(length) as Args)),
      );
      byLength.set(length, compiled);
    }
    return compiled(db, ...grams, ...args);
  };
}

/**
 * The members listed under the rarest of the keyword's grams, in username order, until the
 * page is full of matches; none when one of the grams lists nobody (then there is no rarest
 * gram to read). One statement, so PostgreSQL plans and answers once.
 */
const walkRarestGram = perListLength((db, grams: string[], pattern: string, viewerId: number, at: string, limit: number) => {
  const listing = db.selectFrom('user_search_gram_counts').where('gram', 'in', grams).where('users', '>', 0);
  const rarest = listing
    .select('gram')
    .where(listing.select((eb) => eb.fn.countAll<number>().as('grams')), '=', grams.length)
    .orderBy('users')
    .orderBy('gram')
    .limit(1);
  return matchingMembers(
    db,
    db.selectFrom('user_search_grams').select('username_key').where('gram', '=', rarest).as('listed'),
    pattern,
    { id: viewerId, at },
    limit,
  );
});

/** The first `limit` members of each list, once each. */
function listHeads(db: Kysely<Database>, grams: string[], limit: number): Listed {
  if (isPostgres(db)) {
    return sql<{ username_key: string }>`(select distinct head.username_key
      from unnest(array[${sql.join(grams)}]::text[]) as list(gram)
      cross join lateral (
        select username_key from user_search_grams where gram = list.gram order by username_key limit ${limit}
      ) as head)`.as('listed');
  }
  // SQLite has no LATERAL: a union of one small select per list.
  return grams
    .map((gram) =>
      db
        .selectFrom(
          db
            .selectFrom('user_search_grams')
            .select('username_key')
            .where('gram', '=', gram)
            .orderBy('username_key')
            .limit(limit)
            .as('head'),
        )
        .select('head.username_key'),
    )
    .reduce((union, head) => union.union(head))
    .as('listed');
}

/**
 * Every list starting with the keyword lists only matches, so the first `limit` matches shown
 * to the viewer are among the first `headLength` of each list, once `headLength` is past
 * `limit` by as many members as are hidden from the viewer there.
 */
const firstOfLists = perListLength(
  (db, grams: string[], pattern: string, viewerId: number, at: string, headLength: number, limit: number) =>
    matchingMembers(db, listHeads(db, grams, headLength), pattern, { id: viewerId, at }, limit),
);

/** How much longer each read of the list heads is than the one before, when it came back short. */
const HEAD_GROWTH = 4;

/** A member a search found. */
export type FoundMember = Awaited<ReturnType<typeof walkUsernames>>[number];

/** Members shown to the viewer whose first name, last name or username contains the keyword, case-insensitively. */
export async function searchUsers(db: Kysely<Database>, keyword: string, viewer: Viewer, limit: number): Promise<FoundMember[]> {
  const lowered = keyword.toLowerCase();
  const pattern = substringPattern(lowered);
  // Characters, not UTF-16 units: the database cuts grams by character.
  const characters = Array.from(lowered);
  if (characters.length >= GRAM_LENGTH) {
    const grams = new Set<string>();
    for (let start = 0; start + GRAM_LENGTH <= characters.length && grams.size < GRAMS_COMPARED; start += 1) {
      grams.add(characters.slice(start, start + GRAM_LENGTH).join(''));
    }
    // A member matching the keyword is listed under each of its grams.
    return walkRarestGram(db, [...grams], pattern, viewer.id, viewer.at, limit);
  }
  // Grams are exactly GRAM_LENGTH characters, compared character by character, so those
  // starting with the keyword lie between it and it padded with the last character.
  const upTo = lowered + LAST_CHARACTER.repeat(GRAM_LENGTH - characters.length);
  const lists = await gramsBetween(db, lowered, upTo, MAX_LISTS + 1);
  if (lists.length === 0) return [];
  if (lists.length > MAX_LISTS) return walkUsernames(db, pattern, viewer.id, viewer.at, limit);
  const grams = lists.map((list) => list.gram);
  const longest = Math.max(...lists.map((list) => Number(list.users)));
  // Members hidden from the viewer (blocks, suspensions) take places in the heads: a short page
  // reads longer heads, until they hold whole lists.
  for (let headLength = limit; ; headLength *= HEAD_GROWTH) {
    const found = await firstOfLists(db, grams, pattern, viewer.id, viewer.at, headLength, limit);
    if (found.length === limit || headLength >= longest) return found;
  }
}
