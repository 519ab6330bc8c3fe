// A member's relations (contract §16: whom they blocked or are blocked by, whom they mute) kept
// in the process with their session's lifetime (decision 177), so that the feed, a comments
// page and the notifications leave hidden members out without asking the database each time.
// Every process drops a member's relations, and those of every member whose relations name
// them, when the live events say the member changed (a block, a mute, a new username), one
// poll interval after the write at most; the process that made the write drops them before
// it answers.
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import type { Viewer } from './member-visibility.ts';

/** Members kept at most; the oldest entry makes room for a new one. */
export const MAX_KEPT_RELATIONS = 10_000;

export interface Relations {
  /** Members the viewer blocked or is blocked by: id → username. */
  blocked: ReadonlyMap<number, string>;
  /** Members the viewer mutes: id → the mute's end (ISO-8601), null until unmuted. */
  muted: ReadonlyMap<number, string | null>;
}

// A mute that ended is left out; one ending while the relations are kept is left out when read.
const relationRows = preparedQuery((db: Kysely<Database>, viewerId: number, at: string) =>
  db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['users.id', 'users.username', sql<string | null>`null`.as('until'), sql<number>`1`.as('blocked')])
    .where('blocks.blocker_id', '=', viewerId)
    .unionAll(
      db
        .selectFrom('blocks')
        .innerJoin('users', 'users.id', 'blocks.blocker_id')
        .select(['users.id', 'users.username', sql<string | null>`null`.as('until'), sql<number>`1`.as('blocked')])
        .where('blocks.blocked_id', '=', viewerId),
    )
    .unionAll(
      db
        .selectFrom('mutes')
        .select(['mutes.muted_id as id', sql<string>`''`.as('username'), 'mutes.until', sql<number>`0`.as('blocked')])
        .where('mutes.muter_id', '=', viewerId)
        .where((eb) => eb.or([eb('mutes.until', 'is', null), eb('mutes.until', '>', at)])),
    ),
);

async function loadRelations(db: Kysely<Database>, viewer: Viewer): Promise<Relations> {
  const blocked = new Map<number, string>();
  const muted = new Map<number, string | null>();
  for (const row of await relationRows(db, viewer.id, viewer.at)) {
    if (Number(row.blocked) === 1) blocked.set(row.id, row.username);
    else muted.set(row.id, row.until);
  }
  return { blocked, muted };
}

/** Members the viewer does not hear at `at`: blocked either way, or muted while the mute lasts. */
export function membersHiddenAt(relations: Relations, at: string): Set<number> {
  const hidden = new Set(relations.blocked.keys());
  for (const [id, until] of relations.muted) if (until === null || until > at) hidden.add(id);
  return hidden;
}

/** Usernames of the members the viewer blocked or is blocked by (feed items name likers so). */
export function blockedUsernames(relations: Relations): Set<string> {
  return new Set(relations.blocked.values());
}

interface Entry {
  relations: Relations;
  storedAtMs: number;
}

export interface RelationsCache {
  /** The viewer's relations, from the database when not kept or older than the maximum age. */
  of(db: Kysely<Database>, viewer: Viewer, nowMs: number): Promise<Relations>;
  /** Forgets the member's relations and those of every member whose relations name them. */
  dropMember(memberId: number): void;
}

export function createRelationsCache(maxAgeMs: number): RelationsCache {
  const entries = new Map<number, Entry>();
  /** Member id → the viewers whose kept relations name them. */
  const namedBy = new Map<number, Set<number>>();
  let drops = 0;

  const namedIn = (relations: Relations) => [...relations.blocked.keys(), ...relations.muted.keys()];

  function remove(viewerId: number): void {
    const entry = entries.get(viewerId);
    if (!entry) return;
    entries.delete(viewerId);
    for (const memberId of namedIn(entry.relations)) {
      const viewers = namedBy.get(memberId);
      viewers?.delete(viewerId);
      if (viewers?.size === 0) namedBy.delete(memberId);
    }
  }

  function store(viewerId: number, relations: Relations, nowMs: number): void {
    remove(viewerId);
    if (entries.size >= MAX_KEPT_RELATIONS) remove(entries.keys().next().value!);
    entries.set(viewerId, { relations, storedAtMs: nowMs });
    for (const memberId of namedIn(relations)) {
      const viewers = namedBy.get(memberId) ?? new Set<number>();
      viewers.add(viewerId);
      namedBy.set(memberId, viewers);
    }
  }

  return {
    async of(db, viewer, nowMs) {
      const entry = entries.get(viewer.id);
      if (entry && nowMs - entry.storedAtMs < maxAgeMs) return entry.relations;
      // A load that began before a drop must not keep what it read.
      const mark = drops;
      const relations = await loadRelations(db, viewer);
      if (maxAgeMs > 0 && mark === drops) store(viewer.id, relations, nowMs);
      return relations;
    },
    dropMember(memberId) {
      drops += 1;
      remove(memberId);
      for (const viewerId of [...(namedBy.get(memberId) ?? [])]) remove(viewerId);
    },
  };
}
