// What each route answers, as zod schemas: the server checks every JSON answer against its
// route's schema for the status it sends and documents them in its OpenAPI description; the
// wire types of answers are derived from them (wire.ts). Objects are strict: a key the
// contract does not name is a mismatch, not a silent extra.
import { z } from 'zod';
import { LOGGED_ACTIONS, NOTIFICATION_KINDS, REPORT_CATEGORIES, REPORT_STATUSES, REPORT_TARGET_KINDS, ROLES } from './moderation.ts';

const id = z.number().int();
const count = z.number().int().min(0);
/** ISO-8601 UTC. */
const timestamp = z.string();
/** An absolute URL of a stored picture, or null when there is none. */
const pictureUrl = z.string().nullable();

/** The JSON Schema of what a string field carries as JSON text, for the OpenAPI description. */
function jsonSchemaOf(schema: z.ZodType): object {
  const { $schema: _dialect, ...described } = z.toJSONSchema(schema);
  return described;
}

/** Every successful answer carries status and message at the top level. */
export const envelope = z.strictObject({ status: z.literal(true), message: z.string() }).describe('Done');

/** A business refusal (403, 404, 422, 429 and a few 400s), and any other 4xx or 5xx. */
export const refusal = z.strictObject({ status: z.literal(false), message: z.string() });

/** 400: one key per failing field, each a non-empty list of Indonesian messages. */
export const validationFailure = z.strictObject({ validation_errors: z.record(z.string(), z.array(z.string())) });

/**
 * 401 of every route that needs a session. `signed_out` when a suspension ended the session
 * (contract §16): its `message` is the login page's text, as in the stream's `signed_out` event.
 */
export const unauthenticated = z.strictObject({
  message: z.literal('Unauthenticated.'),
  signed_out: z.strictObject({ reason: z.literal('suspended'), message: z.string() }).optional(),
});

// §2 shared shapes

export const publicUser = z.strictObject({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  foto_profile: pictureUrl,
});

export const albumPhoto = z.strictObject({
  id,
  content: z.string(),
  alt: z.string().nullable().describe("The owner's description of the photo; null when none was written"),
});

export const album = z.strictObject({
  slug: z.string(),
  caption: z.string(),
  post_id: id,
  contents: z.array(albumPhoto),
});

export const thread = z.strictObject({ slug: z.string(), text: z.string(), post_id: id });

/** A post in a list or alone; which optional keys it carries depends on the route. */
export const postItem = z.strictObject({
  uuid: z.string(),
  total_like: count,
  liker: z.array(z.string()).optional(),
  total_comment: count,
  created_at: timestamp,
  album: album.optional(),
  thread: thread.optional(),
  user: publicUser.optional(),
  archived_at: timestamp.nullable().optional(),
});

export const postKind = z.enum(['album', 'thread']);

export const notificationItem = z.strictObject({
  sender_username: z.string(),
  sender_foto_profile: pictureUrl,
  message: z.string(),
  accepter_content: pictureUrl,
  /** The post it is about, to open it; null once the post is deleted (ours, beside the contract's fields). */
  post_uuid: z.string().nullable(),
  /** What that post is, to open it over the right page; null once the post is deleted (ours). */
  post_kind: postKind.nullable(),
  /** When it happened (ours). */
  created_at: timestamp,
  /**
   * Only on a notice from the moderators (§16, ours): what it tells. Such a notice names no
   * person (sender_username is "", sender_foto_profile null).
   */
  kind: z.enum(NOTIFICATION_KINDS).exclude(['activity']).optional(),
  /** Only on a notice from the moderators: the moderator's reason. */
  reason: z.string().optional(),
});

// §3 auth and verification

export const registerResponse = envelope
  .extend({ token: z.string() })
  .describe('Registered: the token of a session that still has to verify its e-mail');
export const loginResponse = envelope
  .extend({ token: z.string(), verified: z.boolean() })
  .describe('Signed in: the token, and whether the e-mail is verified');

// §5 current user

export const personalUser = publicUser.extend({
  bio: z.string().nullable(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  email_verified_at: timestamp.nullable(),
  notification_list: z.string().nullable().meta({
    description: 'JSON-encoded list of notification items, oldest first; null when there are none',
    contentMediaType: 'application/json',
    contentSchema: jsonSchemaOf(z.array(notificationItem)),
  }),
  readed_notif: count,
  /** §16: member, moderator or admin. */
  role: z.enum(ROLES),
  password_mailed: z.boolean().meta({
    description: 'The member signs in with the password the reset mail gave and has neither changed it nor chosen to keep it',
  }),
});
export const personalUserResponse = envelope
  .extend({ data: personalUser })
  .describe('The signed-in member, with the notifications');

// §6 users, search, online users, account

export const matchUser = publicUser.extend({ bio: z.string().nullable() });
export const findUserResponse = envelope
  .extend({ match_users: z.array(matchUser) })
  .describe('The members whose names match');

export const loginUsersResponse = envelope
  .extend({ login_users: z.array(publicUser) })
  .describe('The members online now');

export const profileData = publicUser.extend({
  bio: z.string().nullable(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
});
/** The caller's mute of the member while it lasts (contract §16): `until` null lasts until lifted. */
export const profileMute = z.strictObject({ until: timestamp.nullable() }).nullable();
export const profileResponse = envelope
  .extend({ data: profileData, total_albums: count, total_threads: count, mute: profileMute })
  .describe("The member's profile and post counts, and whether the caller muted them");

export const accountResponse = envelope
  .extend({ data: z.strictObject({ email: z.string(), created_at: timestamp }) })
  .describe("The member's e-mail and date of joining");

// §7 posts and feed

export const postsResponse = envelope.extend({ posts: z.array(postItem) }).describe('The posts, newest first');

export const likeState = z.enum(['Liked', 'Unliked']);

export const singlePostResponse = envelope
  .extend({ like: likeState, single_post: postItem })
  .describe('The post, and whether the caller likes it');

const commentator = {
  commentator_name: z.string(),
  commentator_username: z.string(),
  commentator_profile: pictureUrl,
};

export const subComment = z.strictObject({
  id,
  sub_comment_text: z.string(),
  ...commentator,
  created_at: timestamp,
});

export const comment = z.strictObject({
  id,
  comment_text: z.string(),
  ...commentator,
  created_at: timestamp,
  total_sub_comments: count,
  sub_comments_list: z.array(subComment),
});
export const commentsResponse = envelope
  .extend({ comments_list: z.array(comment) })
  .describe('The comments with their replies, oldest first');

export const liker = z.strictObject({ username: z.string(), first_name: z.string(), foto_profile: pictureUrl });
export const likesResponse = envelope
  .extend({ total_like: count, people_likes: z.array(liker) })
  .describe('Who likes the post');

// §8 albums

export const createAlbumResponse = envelope
  .extend({ data: album.extend({ created_at: timestamp }) })
  .describe('The new album');
export const albumEditResponse = envelope
  .extend({ caption: z.string(), images: z.array(albumPhoto) })
  .describe("The album's caption and photos, to edit them");
export const updateAlbumResponse = envelope.extend({ data: album }).describe('The album with its new caption');
export const albumPhotoAltResponse = envelope.extend({ data: albumPhoto }).describe('The photo with its new description');
/** POST /temp/album answers the upload's id as plain text. */
export const tempUploadId = z.string().describe('Id of the upload, to name it in the album or take it back');

// §9 threads

export const createThreadResponse = envelope
  .extend({ data: thread.extend({ created_at: timestamp }) })
  .describe('The new thread');
export const updateThreadResponse = envelope.extend({ data: thread }).describe('The thread with its new text');

// §10 likes

export const likeResponse = envelope
  .extend({ like: likeState, total_like: count })
  .describe('The like state after the toggle, and the new total');

// §11 comments

export const createCommentResponse = envelope.extend({
  data: z.strictObject({ comment_id: id, comment: z.string(), post_id: id, created_at: timestamp, total_comment: count }),
}).describe("The new comment and the post's comment total");
export const createSubCommentResponse = envelope.extend({
  data: z.strictObject({
    sub_comment_id: id,
    sub_comment: z.string(),
    comment_id: id,
    created_at: timestamp,
    total_comment: count,
  }),
}).describe("The new reply and the post's comment total");
export const deleteCommentResponse = envelope
  .extend({ current_comment: count })
  .describe("Deleted: the post's new comment total");

// §13 emergency

/** 422 of GET /emergency-mail/limit: the whole hours left until the quota is free. */
export const emergencyLimitRefusal = z
  .strictObject({ status: z.literal(false), message: count })
  .describe("Today's call is used: the whole hours until it is free");

/** An emergency broadcast as a member opening the app reads it; `sender_first_name` names the sender as its mail does. */
export const emergencyBroadcast = z.strictObject({
  id,
  sender_id: id,
  sender_first_name: z.string(),
  message: z.string(),
  place: z.string(),
  map: z.string(),
  created_at: timestamp,
});

/** 200 of GET /emergency/latest (ours). */
export const latestEmergencyResponse = z
  .strictObject({ status: z.literal(true), emergency: emergencyBroadcast.nullable() })
  .describe("The community's last emergency broadcast of the past 24 hours whose sender the member sees, or null");

/** 200 of GET /emergency-mail/quota (ours): the same check, answered as data rather than as a refusal. */
export const emergencyQuotaResponse = envelope
  .extend({ free: z.boolean(), hours_left: count.nullable() })
  .describe('Whether the call is free; if not, the whole hours until it is');

// §18 push

/** 200 of GET /push/key: the key a browser subscribes with (applicationServerKey). */
export const pushKeyResponse = envelope
  .extend({ key: z.string().describe("The server's VAPID public key, base64url (an uncompressed P-256 point)") })
  .describe('The VAPID public key');

// §16 blocks and mutes

export const blocksResponse = envelope
  .extend({ data: z.array(publicUser) })
  .describe('The members the caller blocked, newest first');

export const mutedMember = z.strictObject({
  user: publicUser,
  /** When the mute ends; null: when unmuted. */
  until: timestamp.nullable(),
});
export const mutesResponse = envelope
  .extend({ data: z.array(mutedMember) })
  .describe('The members the caller muted and whose mute has not ended, newest first');

// §16 reports and moderation

export const createReportResponse = envelope
  .extend({ data: z.strictObject({ id }) })
  .describe('The report is recorded for the moderators');

export const reportTargetKind = z.enum(REPORT_TARGET_KINDS);

export const moderationReport = z.strictObject({
  id,
  target: z.strictObject({
    kind: reportTargetKind,
    /** The post's uuid, the comment's or reply's id, or the username, as reported. */
    id: z.string(),
    /** The reported text, or the album's cover URL; null once the target is gone (or for a member). */
    preview: z.string().nullable(),
    author: publicUser,
  }),
  category: z.enum(REPORT_CATEGORIES),
  note: z.string().nullable(),
  reporter: publicUser,
  created_at: timestamp,
  status: z.enum(REPORT_STATUSES),
  /** How many open reports (this one included while open) name the same target. */
  open_reports_on_target: count,
});
export const moderationReportsResponse = envelope
  .extend({ data: z.array(moderationReport) })
  .describe('A page of reports: open ones oldest first, resolved ones newest first');

export const moderationLogEntry = z.strictObject({
  id,
  actor: publicUser,
  action: z.enum(LOGGED_ACTIONS),
  /** The reported target the action resolved; null for an unsuspension. */
  target: z.strictObject({ kind: reportTargetKind, id: z.string() }).nullable(),
  /** The member the action concerned. */
  member: publicUser.nullable(),
  reason: z.string().nullable(),
  /** Days of a suspension; null when permanent or for another action. */
  days: count.nullable(),
  created_at: timestamp,
});
export const moderationLogResponse = envelope
  .extend({ data: z.array(moderationLogEntry) })
  .describe('A page of the moderation log, newest first');

export const healthResponse = z.strictObject({ status: z.boolean() }).describe('Whether the database and the media storage answer');

/** The API's own description, GET /openapi.json. */
export const openApiDocument = z.unknown().describe('The OpenAPI 3.1 document of /api/v1');

/** No body: the Location header says where to go. */
export const redirect = z.null();

/** GET /stream answers Server-Sent Events, not JSON. */
export const eventStream = z
  .string()
  .describe('Server-Sent Events (ready, resync, live events), each with its id; a Last-Event-ID header resumes after it');
