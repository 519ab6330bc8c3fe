// Looking users up. E-mails are stored lower-cased; usernames keep their case and are
// compared through lower(), which the unique index also uses.
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database, User } from '../db/schema.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** The user named `username` (any case), unless hidden from the viewer (blocked either way, suspended). */
// Compiled once: every profile page looks its member up first.
const userShownTo = preparedQuery((db: Kysely<Database>, lowerUsername: string, viewerId: number, at: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', lowerUsername)
    .where(isMemberVisibleTo({ id: viewerId, at }, 'users.id')),
);

export async function findUserShownTo(db: Kysely<Database>, username: string, viewer: Viewer): Promise<User | undefined> {
  const [user] = await userShownTo(db, username.toLowerCase(), viewer.id, viewer.at);
  return user;
}

/** The login field accepts an e-mail or a username; e-mail wins when both could match. */
export async function findUserForLogin(db: Kysely<Database>, userMail: string): Promise<User | undefined> {
  return (await findUserByEmail(db, userMail)) ?? (await findUserByUsername(db, userMail.trim()));
}

export async function findUserByVerifyRef(db: Kysely<Database>, ref: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('verify_ref', '=', ref).executeTakeFirst();
}

export interface IdentityFields {
  username: string;
  email?: string;
  phone_number?: string;
}

export type IdentityConflict = keyof IdentityFields;

/** Which of the given identity fields another user already holds. */
export async function findIdentityConflicts(
  db: Kysely<Database>,
  fields: IdentityFields,
  exceptUserId?: number,
): Promise<IdentityConflict[]> {
  const others = () => {
    const query = db.selectFrom('users').select('id');
    return exceptUserId === undefined ? query : query.where('id', '!=', exceptUserId);
  };
  const conflicts: IdentityConflict[] = [];
  if (await others().where(sql<string>`lower(username)`, '=', fields.username.toLowerCase()).executeTakeFirst()) {
    conflicts.push('username');
  }
  if (fields.email && (await others().where('email', '=', normalizeEmail(fields.email)).executeTakeFirst())) {
    conflicts.push('email');
  }
  if (fields.phone_number && (await others().where('phone_number', '=', fields.phone_number).executeTakeFirst())) {
    conflicts.push('phone_number');
  }
  return conflicts;
}
