// The search box (contract §6) is asked the same keywords again and again, as members type
// the same beginnings of names, while what it answers changes only when a member comes, goes
// or changes what a search matches or shows. Each process keeps an answer per keyword until
// the member list's version moves (migration 0026, decision 183), whichever process made the
// write. The answer is kept as every viewer could see it, a few members longer than its page;
// what one viewer may not see (contract §16) is taken out per request: members blocked either
// way, from the viewer's kept relations, and suspended members, by the suspension read at the
// request's now (a suspension ends with time, no write). When more are hidden than the answer
// holds beyond its page, the viewer's own search runs instead.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { groupedCalls } from '../lib/grouped-calls.ts';
import { keptByVersion, type KeptByVersion } from '../lib/kept-by-version.ts';
import type { Viewer } from './member-visibility.ts';
import { isSuspended } from './suspension.ts';
import { searchUsers, type FoundMember } from './user-search.ts';

/** Members kept over all the kept answers of one page size. */
const MAX_KEPT_MEMBERS = 100_000;

/** Members an answer holds beyond its page, for those hidden from one viewer. */
export const KEPT_BEYOND_PAGE = 10;

/**
 * Whom a kept answer is read for: member ids start at 1, so no block names this viewer, and no
 * suspension ends after this moment, so only the permanently suspended are left out (only a
 * write lifts that, and the write moves the version).
 */
const EVERY_VIEWER: Viewer = { id: 0, at: '9999-12-31T23:59:59.999Z' };

const memberListVersion = preparedQuery((db: Kysely<Database>) =>
  db.selectFrom('member_list_version').select('version').where('id', '=', 1),
);

interface KeptAnswer {
  members: FoundMember[];
  /** Every match is among `members`. */
  whole: boolean;
  /** The first page of `members`: what a viewer from whom none of them is hidden gets. */
  page: FoundMember[];
}

export interface KeptSearch {
  /**
   * The first `limit` members, in username order, whose names contain the keyword and whom the
   * viewer may see; `blocked`: the members the viewer blocked or is blocked by. A viewer who
   * sees the whole first page gets the kept page itself, the same array for every such viewer
   * until the version moves: what is made from it can be kept with it.
   */
  shownTo(keyword: string, viewer: Viewer, blocked: ReadonlyMap<number, unknown>, limit: number): Promise<FoundMember[]>;
}

export function createKeptSearch(db: Kysely<Database>): KeptSearch {
  // Each caller waits for a read that began after it came, so it sees every write committed
  // before; callers arriving while one read runs share the next.
  const readVersion = groupedCalls(async () => String((await memberListVersion(db))[0].version));
  const answersPerPageSize = new Map<number, KeptByVersion<KeptAnswer, string>>();

  function answersOf(limit: number): KeptByVersion<KeptAnswer, string> {
    let answers = answersPerPageSize.get(limit);
    if (!answers) {
      const kept = limit + KEPT_BEYOND_PAGE;
      answers = keptByVersion<KeptAnswer, string>(
        MAX_KEPT_MEMBERS,
        (answer) => 1 + answer.members.length,
        async (keyword) => {
          const members = await searchUsers(db, keyword, EVERY_VIEWER, kept);
          return { members, whole: members.length < kept, page: members.slice(0, limit) };
        },
      );
      answersPerPageSize.set(limit, answers);
    }
    return answers;
  }

  return {
    async shownTo(keyword, viewer, blocked, limit) {
      const version = await readVersion(undefined);
      // The search compares lowered names, so a keyword's answer is that of its lowered form.
      const answer = await answersOf(limit).at(keyword.toLowerCase(), version);
      const now = new Date(viewer.at);
      const visible = (member: FoundMember) => !blocked.has(member.id) && !isSuspended(member, now);
      if (answer.page.every(visible)) return answer.page;
      const shown = answer.members.filter(visible);
      if (shown.length >= limit || answer.whole) return shown.slice(0, limit);
      return searchUsers(db, keyword, viewer, limit);
    },
  };
}
