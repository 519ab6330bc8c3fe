// Row types of the tables, as Kysely sees them. Timestamps are ISO-8601 UTC strings so the
// same queries work on SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  username: string;
  /** Always stored lower-cased. */
  email: string;
  password_hash: string;
  bio: string | null;
  address: string | null;
  phone_number: string | null;
  /** Path under the media folder, or null. */
  foto_profile: string | null;
  email_verified_at: string | null;
  /** JSON-encoded notification items, oldest first, or null. */
  notification_list: string | null;
  readed_notif: Generated<number>;
  /** Opaque reference used in the direct verification link instead of the id. */
  verify_ref: string;
  created_at: string;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
}

export interface OtpCodesTable {
  /** One live code per user. */
  user_id: number;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  created_at: string;
}

export interface PasswordResetsTable {
  /** One pending reset per user. */
  user_id: number;
  token_hash: string;
  password_hash: string;
  expires_at: string;
  created_at: string;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: string;
  count: number;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  otp_codes: OtpCodesTable;
  password_resets: PasswordResetsTable;
  rate_limit_counters: RateLimitCountersTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
