// Row types of the tables, as Kysely sees them. Timestamps are ISO-8601 UTC strings so the
// same queries work on SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  LoggedAction,
  NotificationKind,
  ReportCategory,
  ReportStatus,
  ReportTargetKind,
  Role,
} from '../../contract/moderation.ts';

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
  /** How many of the user's notifications they have seen (contract §5). */
  readed_notif: Generated<number>;
  /** Moves on every write to what the member's notification list shows (migration 0024). PostgreSQL reads a bigint as a string. */
  notifications_version: Generated<number | string>;
  /** Opaque reference used in the direct verification link instead of the id. */
  verify_ref: string;
  created_at: string;
  /** Hidden from everyone until then (migration 0014; moderation writes it). ISO-8601 UTC. */
  suspended_until: Generated<string | null>;
  /** Hidden from everyone until lifted. Written as 1 or 0 (both databases take it); PostgreSQL reads a boolean. */
  suspended_permanently: Generated<number | boolean>;
  /** member, moderator or admin (migration 0015); granted with `npm run admin`. */
  role: Generated<Role>;
  /** When a password mailed by the reset flow took effect (migration 0018); null once the member chose one. ISO-8601 UTC. */
  password_mailed_at: Generated<string | null>;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
}

/** A member's active albums and threads, kept by triggers (migration 0021). */
export interface MemberPostCountsTable {
  user_id: number;
  albums: Generated<number>;
  threads: Generated<number>;
}

/** A session a suspension revoked (migration 0020): its 401 says why. */
export interface SuspendedSessionsTable {
  token_hash: string;
  user_id: number;
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

export interface RateLimitBucketsTable {
  key: string;
  /** Theoretical arrival time of the next request, in epoch milliseconds. */
  tat: number;
  /** Whether the last request counted was let through (1) or refused (0). */
  admitted: number;
}

export type PostKind = 'album' | 'thread';

export interface PostsTable {
  /** The contract's post_id; increases with creation time. */
  id: Generated<number>;
  /** Public id (like, archive, single post); random [A-Za-z0-9]. */
  uuid: string;
  /** Id for editing; random [A-Za-z0-9]. */
  slug: string;
  user_id: number;
  kind: PostKind;
  created_at: string;
  archived_at: string | null;
  /** Moves with every write to what the post's feed item shows (migration 0008). bigint: PostgreSQL hands it over as a string. */
  version: Generated<number | string>;
}

export interface ThreadsTable {
  post_id: number;
  text: string;
}

export interface AlbumsTable {
  post_id: number;
  caption: string;
}

export interface AlbumPhotosTable {
  id: Generated<number>;
  post_id: number;
  /** Display order, 0 = cover. */
  position: number;
  /** Path under the media folder. */
  path: string;
  /** The owner's description of the photo (contract §19); null when none was written. */
  alt: string | null;
}

export interface LikesTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  created_at: string;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  text: string;
  created_at: string;
}

export interface SubCommentsTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  text: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  sender_id: number;
  /** Null once the post is deleted. */
  post_id: number | null;
  message: string;
  created_at: string;
  /** activity (likes, comments, replies) or one of the moderators' notices (migration 0015). */
  kind: Generated<NotificationKind>;
  /** The moderator's reason, for their notices; null otherwise. */
  reason: Generated<string | null>;
}

export type NotificationVerb = 'like' | 'comment';

export interface NotificationThrottleTable {
  sender_id: number;
  post_id: number;
  verb: NotificationVerb;
  notified_at: string;
}

/** An album picture uploaded ahead of its album (contract §8). */
export interface TempUploadsTable {
  /** Upload order. */
  id: Generated<number>;
  user_id: number;
  /** The opaque id the uploader got back. */
  key: string;
  /**
   * Media key of the picture, where it stays once an album takes it (migration 0011); null for
   * uploads stored before, whose file is under `key`.
   */
  path: string | null;
  /** Display order recorded by PUT /temp/album, or null. */
  position: number | null;
  created_at: string;
}

export interface EmergencyQuotasTable {
  /** One row per user who ever sent; the next send is allowed 24 hours after last_sent_at. */
  user_id: number;
  last_sent_at: string;
}

export interface EmergencyBroadcastsTable {
  id: Generated<number>;
  sender_id: number;
  message: string;
  place: string;
  /** http(s) URL of the place on a map. */
  map: string;
  created_at: string;
}

export interface EmergencyDeliveriesTable {
  id: Generated<number>;
  broadcast_id: number;
  recipient_id: number;
  /** The sending process that holds the row, and since when; null while waiting. */
  claimed_by: string | null;
  claimed_at: string | null;
  /** Refused sends so far. */
  attempts: Generated<number>;
  /**
   * Recorded just before the mail is handed to SMTP (migration 0010), cleared when SMTP
   * refuses it: set while sent_at is null, the mail may have reached the receiver before its
   * sender died, and goes again under the same Message-ID.
   */
  send_started_at: string | null;
  sent_at: string | null;
}

/** Written by triggers (migration 0013); read by every process's event stream. */
export interface LiveEventsTable {
  id: Generated<number>;
  kind: string;
  /** The member the event is for; null for everyone. */
  recipient_id: number | null;
  /** JSON object. */
  payload: string;
}

/** One open event stream: who is online follows these across processes. */
export interface LiveConnectionsTable {
  id: Generated<number>;
  user_id: number;
  /** The server process holding the stream. */
  process_id: string;
  seen_at: string;
}

/**
 * The people search's index (migration 0012), written by triggers on users: a member under
 * each three-character piece of their lowered names and username.
 */
export interface UserSearchGramsTable {
  gram: string;
  /** lower(username): a gram's members are read in this order. */
  username_key: string;
}

export interface UserSearchGramCountsTable {
  gram: string;
  /** Members listed under the gram. */
  users: number;
}

/** One row (id 1): moved by triggers on every write to what a search matches or shows (migration 0026). */
export interface MemberListVersionTable {
  id: number;
  version: number | string;
}

/** `blocker_id` blocked `blocked_id`: the two no longer see each other (contract §16). */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** `muter_id` no longer sees `muted_id`'s posts in the feed, comments, replies or notifications. */
export interface MutesTable {
  muter_id: number;
  muted_id: number;
  /** Null: until unmuted. */
  until: string | null;
  created_at: string;
}

/** A member's report of a post, comment, reply or member (migration 0015). */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_kind: ReportTargetKind;
  /** Row id of the post, comment, reply or member. */
  target_id: number;
  /** The public id the reporter named (uuid, numeric id or username); kept once the target is gone. */
  target_key: string;
  target_author_id: number;
  category: ReportCategory;
  note: string | null;
  status: Generated<ReportStatus>;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

/** Every moderation action; triggers refuse updates and deletes (migration 0015). */
export interface ModerationLogTable {
  id: Generated<number>;
  actor_id: number;
  action: LoggedAction;
  report_id: number | null;
  target_kind: ReportTargetKind | null;
  target_key: string | null;
  /** The member the action concerns: the reported content's author, or the member unsuspended. */
  target_user_id: number | null;
  reason: string | null;
  /** Suspension length; null for a permanent one and for other actions. */
  days: number | null;
  created_at: string;
}

/** A key pair the server made once and keeps (migration 0017): `vapid` signs Web Push. */
export interface ServerKeysTable {
  name: string;
  public_key: string;
  private_key: string;
  created_at: string;
}

/** One device of a member that receives Web Push (contract §18). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A notification whose push has not gone out yet. */
export interface PushOutboxTable {
  id: Generated<number>;
  notification_id: number;
}

/** An emergency broadcast's push to one subscription, claimed and sent like its mails. */
export interface EmergencyPushesTable {
  id: Generated<number>;
  broadcast_id: number;
  subscription_id: number;
  claimed_by: string | null;
  claimed_at: string | null;
  attempts: Generated<number>;
  /** Recorded just before the push is POSTed; set while sent_at is null, it may have arrived. */
  send_started_at: string | null;
  sent_at: string | null;
}

export interface Database {
  server_keys: ServerKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  emergency_pushes: EmergencyPushesTable;
  reports: ReportsTable;
  moderation_log: ModerationLogTable;
  blocks: BlocksTable;
  mutes: MutesTable;
  live_events: LiveEventsTable;
  live_connections: LiveConnectionsTable;
  users: UsersTable;
  user_search_grams: UserSearchGramsTable;
  user_search_gram_counts: UserSearchGramCountsTable;
  member_list_version: MemberListVersionTable;
  access_tokens: AccessTokensTable;
  suspended_sessions: SuspendedSessionsTable;
  member_post_counts: MemberPostCountsTable;
  otp_codes: OtpCodesTable;
  password_resets: PasswordResetsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  posts: PostsTable;
  threads: ThreadsTable;
  albums: AlbumsTable;
  album_photos: AlbumPhotosTable;
  likes: LikesTable;
  comments: CommentsTable;
  sub_comments: SubCommentsTable;
  notifications: NotificationsTable;
  notification_throttle: NotificationThrottleTable;
  temp_uploads: TempUploadsTable;
  emergency_quotas: EmergencyQuotasTable;
  emergency_broadcasts: EmergencyBroadcastsTable;
  emergency_deliveries: EmergencyDeliveriesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
