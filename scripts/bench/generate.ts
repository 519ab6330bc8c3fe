// Fills a fresh (migrated, empty) database, SQLite or PostgreSQL, with a community of the given
// size: verified users (some with avatars), threads and albums with real photo files, likes,
// comments and replies, spread over the past year, and the notifications they would have sent.
// Rows are written in large multi-row inserts, one transaction per slice of posts, with ids
// assigned here so no insert needs to read back.
import { sql, type Insertable, type Kysely } from 'kysely';
import { recountEveryMember } from '../../server/db/migrations/0021-member-post-counts.ts';
import { isPostgres } from '../../server/db/portable-schema.ts';
import type { Database } from '../../server/db/schema.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../server/lib/time.ts';
import { NOTIFICATION_CAP, NOTIFICATION_MESSAGES } from '../../server/services/notifications.ts';
import { hashSecret } from '../../server/services/passwords.ts';
import { seededRandom, type Random } from './random.ts';
import { ALBUM_PHOTO_COUNT, albumPhotoKey, AVATAR_COUNT, avatarKey, linkAlbumPhoto, writeSampleImages } from './sample-images.ts';

export interface CommunitySize {
  users: number;
  posts: number;
}

export interface GenerateOptions extends CommunitySize {
  mediaDir: string;
  now: Date;
  /** Argon2 cost of the one password hash every generated user shares. */
  passwordHashCost: { memoryCost: number; timeCost: number };
}

/** The first generated user, whose login the browser measurements use. */
export const DEMO_LOGIN = { username: 'demo', email: 'demo@example.com', password: 'fanbase123' } as const;

const FIRST_NAMES = ['Adi', 'Bayu', 'Citra', 'Dewi', 'Eka', 'Fajar', 'Gita', 'Hadi', 'Indah', 'Joko', 'Kartika',
  'Lestari', 'Maya', 'Nanda', 'Oki', 'Putri', 'Rizky', 'Sari', 'Tono', 'Uli', 'Wulan', 'Yudi'];
const LAST_NAMES = ['Pratama', 'Saputra', 'Wijaya', 'Lestari', 'Hidayat', 'Kusuma', 'Nugroho', 'Santoso', 'Permata'];
const SENTENCES = ['Ada yang nonton konser semalam?', 'Rekomendasi lagu untuk perjalanan pagi?',
  'Kumpul Sabtu ini di taman kota, jam 4 sore.', 'Foto-foto dari barisan depan!', 'Suaranya luar biasa malam ini.',
  'Siapa yang ikut nobar minggu depan?', 'Merchandise baru sudah datang.', 'Terima kasih untuk semua yang datang.'];
const COMMENTS = ['Setuju!', 'Aku ikut!', 'Keren banget', 'Sampai jumpa di sana', 'Mantap', 'Wah beruntung banget'];

/** Posts written per transaction: large enough to amortise commits, small enough for memory. */
const POSTS_PER_SLICE = 5_000;
/** Bound parameters per statement (SQLite allows 32,766, PostgreSQL 65,535). */
const PARAMETERS_PER_INSERT = 30_000;
const ARCHIVED_SHARE = 0.02;
const ALBUM_SHARE = 0.3;
const AVATAR_SHARE = 0.3;

/** Parents before children, for the foreign keys. */
const INSERT_ORDER = ['posts', 'threads', 'albums', 'album_photos', 'likes', 'comments', 'sub_comments'] as const;
type SliceRows = { [T in (typeof INSERT_ORDER)[number]]: Insertable<Database[T]>[] };
/** Written once the posts are, each member's newest only (the app keeps no more). */
type GeneratedNotification = Insertable<Database['notifications']>;
/** Tables whose triggers are held while the rows are written. */
const HELD_TABLES = [...INSERT_ORDER, 'notifications'] as const;
/** Tables whose ids are assigned here; PostgreSQL's sequences are moved past them afterwards. */
const TABLES_WITH_IDS = ['users', 'posts', 'album_photos', 'likes', 'comments', 'sub_comments', 'notifications'] as const;

async function insertRows<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]) {
  if (rows.length === 0) return;
  const perInsert = Math.floor(PARAMETERS_PER_INSERT / Object.keys(rows[0]).length);
  for (let start = 0; start < rows.length; start += perInsert) {
    // Kysely cannot relate a generic table name to its row type.
    await db.insertInto(table).values(rows.slice(start, start + perInsert) as never).execute();
  }
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

async function insertUsers(db: Kysely<Database>, options: GenerateOptions, random: Random): Promise<void> {
  const passwordHash = await hashSecret(DEMO_LOGIN.password, options.passwordHashCost);
  const joinedAt = iso(options.now.getTime() - 400 * DAY_MS);
  const users: Insertable<Database['users']>[] = [];
  for (let id = 1; id <= options.users; id += 1) {
    const firstName = id === 1 ? 'Demo' : random.pick(FIRST_NAMES);
    const username = id === 1 ? DEMO_LOGIN.username : `${firstName.toLowerCase()}${id}`;
    users.push({
      id,
      first_name: firstName,
      last_name: random.pick(LAST_NAMES),
      username,
      email: `${username}@example.com`,
      password_hash: passwordHash,
      bio: random.next() < 0.5 ? random.pick(SENTENCES) : null,
      address: 'Bandung',
      phone_number: null,
      foto_profile: random.next() < AVATAR_SHARE ? avatarKey(random.below(AVATAR_COUNT)) : null,
      email_verified_at: joinedAt,
      verify_ref: `ref${id}${random.alphanumeric(20)}`,
      created_at: joinedAt,
    });
  }
  await db.transaction().execute((trx) => insertRows(trx, 'users', users));
}

/** Row ids of the child tables, continued from slice to slice. */
interface NextIds {
  photo: number;
  like: number;
  comment: number;
  reply: number;
}

/**
 * Each member's newest notifications so far, oldest first: the posts come in time order, and a
 * like or comment on another member's post tells its owner, as the app does.
 */
class NewestNotifications {
  private readonly byRecipient = new Map<number, GeneratedNotification[]>();

  add(row: GeneratedNotification): void {
    if (row.sender_id === row.recipient_id) return;
    const rows = this.byRecipient.get(row.recipient_id) ?? [];
    if (rows.length === 0) this.byRecipient.set(row.recipient_id, rows);
    rows.push(row);
    // Trimmed now and then, not on every row.
    if (rows.length >= 2 * NOTIFICATION_CAP) rows.splice(0, rows.length - NOTIFICATION_CAP);
  }

  /** Every member's newest, all in time order, with ids in that order. */
  rows(): GeneratedNotification[] {
    const kept = [...this.byRecipient.values()].flatMap((rows) => rows.slice(-NOTIFICATION_CAP));
    kept.sort((a, b) => a.created_at.localeCompare(b.created_at));
    return kept.map((row, index) => ({ ...row, id: index + 1 }));
  }
}

/** The rows of posts `first` to `last`; each album photo gets its file as its row is made. */
function slicePostRows(
  first: number,
  last: number,
  options: GenerateOptions,
  random: Random,
  ids: NextIds,
  notifications: NewestNotifications,
): SliceRows {
  const rows: SliceRows = {
    posts: [], threads: [], albums: [], album_photos: [], likes: [], comments: [], sub_comments: [],
  };
  const spanStart = options.now.getTime() - 365 * DAY_MS;
  const step = (364 * DAY_MS) / Math.max(1, options.posts);
  const anyUser = () => 1 + random.below(options.users);

  for (let postId = first; postId <= last; postId += 1) {
    const createdAt = spanStart + postId * step;
    const isAlbum = random.next() < ALBUM_SHARE;
    const ownerId = anyUser();
    const kind = isAlbum ? 'album' : 'thread';
    rows.posts.push({
      id: postId,
      uuid: random.alphanumeric(20),
      slug: random.alphanumeric(20),
      user_id: ownerId,
      kind,
      created_at: iso(createdAt),
      archived_at: random.next() < ARCHIVED_SHARE ? iso(createdAt + HOUR_MS) : null,
    });
    if (isAlbum) {
      rows.albums.push({ post_id: postId, caption: random.pick(SENTENCES) });
      const photoCount = 1 + random.below(4);
      for (let position = 0; position < photoCount; position += 1) {
        const id = ids.photo++;
        rows.album_photos.push({ id, post_id: postId, position, path: albumPhotoKey(id) });
        linkAlbumPhoto(options.mediaDir, albumPhotoKey(id), random.below(ALBUM_PHOTO_COUNT));
      }
    } else {
      rows.threads.push({ post_id: postId, text: `${random.pick(SENTENCES)} #${postId}` });
    }

    // Skewed: most posts get a few likes, some a dozen; consecutive users, so all distinct.
    const likeCount = Math.min(options.users, Math.floor(random.next() ** 2 * 13));
    const firstLiker = random.below(options.users);
    for (let i = 0; i < likeCount; i += 1) {
      const userId = 1 + ((firstLiker + i) % options.users);
      const likedAt = iso(createdAt + (i + 1) * MINUTE_MS);
      rows.likes.push({ id: ids.like++, post_id: postId, user_id: userId, created_at: likedAt });
      notifications.add({ recipient_id: ownerId, sender_id: userId, post_id: postId, message: NOTIFICATION_MESSAGES.like[kind], created_at: likedAt });
    }

    const commentCount = random.next() < 0.5 ? 0 : 1 + random.below(4);
    for (let i = 0; i < commentCount; i += 1) {
      const commentId = ids.comment++;
      const commentedAt = createdAt + (i + 1) * 2 * MINUTE_MS;
      const commenterId = anyUser();
      rows.comments.push({
        id: commentId, post_id: postId, user_id: commenterId, text: random.pick(COMMENTS), created_at: iso(commentedAt),
      });
      notifications.add({
        recipient_id: ownerId, sender_id: commenterId, post_id: postId, message: NOTIFICATION_MESSAGES.comment[kind],
        created_at: iso(commentedAt),
      });
      const replyCount = random.next() < 0.3 ? 1 + random.below(2) : 0;
      for (let j = 0; j < replyCount; j += 1) {
        rows.sub_comments.push({
          id: ids.reply++, comment_id: commentId, user_id: anyUser(), text: random.pick(COMMENTS),
          created_at: iso(commentedAt + (j + 1) * MINUTE_MS),
        });
      }
    }
  }
  return rows;
}

/**
 * Runs `fill` with the triggers on the post tables and the notifications held: what they derive
 * (each post's feed version, the live events of new likes and comments, the pushes of new
 * notifications) concerns changes, and a generated community starts with none, every post at
 * version 0 and no event or push waiting. Row by row they would make a 1M-post fill take many
 * times as long. The users' triggers (the search's gram lists) keep running.
 */
async function withTriggersHeld(db: Kysely<Database>, fill: () => Promise<void>): Promise<void> {
  if (isPostgres(db)) {
    // The bench's role owns the tables it migrated, so it may switch their triggers.
    for (const table of HELD_TABLES) await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
    try {
      await fill();
    } finally {
      for (const table of HELD_TABLES) await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
    }
    return;
  }
  // SQLite cannot switch a trigger off: each is dropped and created again from its own text.
  const { rows: triggers } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'trigger' and tbl_name in (${sql.join(HELD_TABLES)})`.execute(db);
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(db);
  try {
    await fill();
  } finally {
    for (const trigger of triggers) await sql.raw(trigger.sql).execute(db);
  }
}

/**
 * PostgreSQL's id sequences continue after the ids written here, so the app's inserts don't
 * collide, and its planner gets the statistics autovacuum would have gathered by the time a
 * community had grown this large.
 */
async function settlePostgres(db: Kysely<Database>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES_WITH_IDS) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(db);
  }
  await sql`analyze`.execute(db);
}

/** Fills `db` (migrated and empty) and writes the photo files under options.mediaDir. */
export async function generateCommunity(db: Kysely<Database>, options: GenerateOptions): Promise<void> {
  if (options.users < 1) throw new Error('at least one user is needed (the demo login)');
  const random = seededRandom(20260301);
  await writeSampleImages(options.mediaDir);
  await insertUsers(db, options, random);

  const ids: NextIds = { photo: 1, like: 1, comment: 1, reply: 1 };
  const notifications = new NewestNotifications();
  await withTriggersHeld(db, async () => {
    for (let first = 1; first <= options.posts; first += POSTS_PER_SLICE) {
      const last = Math.min(options.posts, first + POSTS_PER_SLICE - 1);
      const rows = slicePostRows(first, last, options, random, ids, notifications);
      await db.transaction().execute(async (trx) => {
        for (const table of INSERT_ORDER) await insertRows(trx, table, rows[table]);
      });
    }
    await insertRows(db, 'notifications', notifications.rows());
  });
  // What the held triggers would have counted, once for every member.
  await recountEveryMember(db as Kysely<unknown>);
  await settlePostgres(db);
}
