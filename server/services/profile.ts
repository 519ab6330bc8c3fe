// A member's profile page and the owner's edits of it (contract §6, §12).
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database, User } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Viewer } from './member-visibility.ts';
import { findIdentityConflicts, findUserShownTo, type IdentityConflict } from './users.ts';
import { writeMemberChanged } from './live-events.ts';

export interface Profile {
  user: User;
  totalAlbums: number;
  totalThreads: number;
  /** The viewer's mute of this member while it lasts (`until` null: until lifted); null when none. */
  mute: { until: string | null } | null;
}

// Compiled once, with the member's lookup (users.ts): a profile page is read far more than written.
// The counts are kept by triggers (migration 0021), so a profile costs the same at any size. Both
// find the member by name as the lookup does, so the three run side by side: one round trip on
// PostgreSQL where the counts and the mute waited for the member's id.
const memberIdNamed = (db: Kysely<Database>, lowerUsername: string) =>
  db.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', lowerUsername);

const activePostCounts = preparedQuery((db: Kysely<Database>, lowerUsername: string) =>
  db.selectFrom('member_post_counts').select(['albums', 'threads']).where('user_id', '=', memberIdNamed(db, lowerUsername)),
);

const muteLasting = preparedQuery((db: Kysely<Database>, muterId: number, lowerUsername: string, at: string) =>
  db
    .selectFrom('mutes')
    .select('until')
    .where('muter_id', '=', muterId)
    .where('muted_id', '=', memberIdNamed(db, lowerUsername))
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', at)])),
);

/** The user named `username` (any case) with their post counts; undefined when unknown or hidden from the viewer. */
export async function findProfile(db: Kysely<Database>, username: string, viewer: Viewer): Promise<Profile | undefined> {
  const lowerUsername = username.toLowerCase();
  const [user, [counts], [mute]] = await Promise.all([
    findUserShownTo(db, username, viewer),
    activePostCounts(db, lowerUsername),
    muteLasting(db, viewer.id, lowerUsername, viewer.at),
  ]);
  if (!user) return undefined;
  return { user, totalAlbums: counts?.albums ?? 0, totalThreads: counts?.threads ?? 0, mute: mute ?? null };
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
    await db
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
      .execute();
    await writeMemberChanged(db, userId);
  } catch (error) {
    // Another user took the name or number between the check and the update.
    if (isUniqueViolation(error)) return findIdentityConflicts(db, identity, userId);
    throw error;
  }
  return [];
}
