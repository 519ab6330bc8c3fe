// A member's profile page and the owner's edits of it (contract §6, §12).
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database, User } from '../db/schema.ts';
import { retriedOnDeadlock } from '../db/deadlock-retry.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';
import { findIdentityConflicts, type IdentityConflict } from './users.ts';
import { writeMemberChanged } from './live-events.ts';

/** What a profile page shows of its member (contract §6). */
export type ProfileMember = Pick<User, 'id' | 'first_name' | 'last_name' | 'username' | 'foto_profile' | 'bio' | 'address' | 'phone_number'>;

export interface Profile {
  user: ProfileMember;
  totalAlbums: number;
  totalThreads: number;
  /** The viewer's mute of this member while it lasts (`until` null: until lifted); null when none. */
  mute: { until: string | null } | null;
}

// One statement, compiled once: a profile page is read far more than written. The counts are
// kept by triggers (migration 0021), so a profile costs the same at any size. Scalar subqueries
// rather than joins: SQLite ran the same lookup joined three to four times as long.
const profileShownTo = preparedQuery((db: Kysely<Database>, lowerUsername: string, viewerId: number, at: string) =>
  db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'username', 'foto_profile', 'bio', 'address', 'phone_number'])
    .select((eb) => {
      const counts = () => eb.selectFrom('member_post_counts').whereRef('member_post_counts.user_id', '=', 'users.id');
      // The viewer's mute of the member while it lasts; its key is the pair, so one row at most.
      const lastingMute = () =>
        eb
          .selectFrom('mutes')
          .where('mutes.muter_id', '=', viewerId)
          .whereRef('mutes.muted_id', '=', 'users.id')
          .where((mute) => mute.or([mute('mutes.until', 'is', null), mute('mutes.until', '>', at)]));
      return [
        counts().select('albums').as('albums'),
        counts().select('threads').as('threads'),
        eb.exists(lastingMute().select('mutes.muter_id')).as('muted'),
        lastingMute().select('mutes.until').as('muted_until'),
      ];
    })
    .where(sql<string>`lower(username)`, '=', lowerUsername)
    .where(isMemberVisibleTo({ id: viewerId, at }, 'users.id')),
);

/** The user named `username` (any case) with their post counts; undefined when unknown or hidden from the viewer. */
export async function findProfile(db: Kysely<Database>, username: string, viewer: Viewer): Promise<Profile | undefined> {
  const [row] = await profileShownTo(db, username.toLowerCase(), viewer.id, viewer.at);
  if (!row) return undefined;
  const { albums, threads, muted, muted_until, ...user } = row;
  return {
    user,
    totalAlbums: albums ?? 0,
    totalThreads: threads ?? 0,
    // 1 or 0 on SQLite, a boolean on PostgreSQL.
    mute: muted ? { until: muted_until } : null,
  };
}

export interface ProfileEdit {
  first_name: string;
  last_name: string;
  username: string;
  bio?: string;
  address?: string;
  phone_number?: string;
}

/**
 * Replaces the user's profile fields (an omitted optional field is cleared); answers the
 * username / phone number conflicts with other users instead when there are any.
 */
export async function updateProfile(db: Kysely<Database>, userId: number, edit: ProfileEdit): Promise<IdentityConflict[]> {
  const identity = { username: edit.username, phone_number: edit.phone_number };
  const conflicts = await findIdentityConflicts(db, identity, userId);
  if (conflicts.length > 0) return conflicts;
  try {
    await retriedOnDeadlock(() =>
      db
        .updateTable('users')
        .set({
          first_name: edit.first_name,
          last_name: edit.last_name,
          username: edit.username,
          bio: edit.bio ?? null,
          address: edit.address ?? null,
          phone_number: edit.phone_number ?? null,
        })
        .where('id', '=', userId)
        .execute(),
    );
    await writeMemberChanged(db, userId);
  } catch (error) {
    // Another user took the name or number between the check and the update.
    if (isUniqueViolation(error)) return findIdentityConflicts(db, identity, userId);
    throw error;
  }
  return [];
}
