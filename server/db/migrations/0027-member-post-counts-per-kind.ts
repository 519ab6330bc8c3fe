// A post or photo write recounts only the count it can change (decision 189): a thread's write
// its author's threads, an album's or a photo's their albums. Migration 0021 recounted both on
// every write, and counting albums probes the photos of each of the member's albums: at 1,000
// posts a member a new thread took 2.7 ms to insert. Threads are counted from an index of the
// active posts by member and kind, without reading a post.
import { sql, type Kysely } from 'kysely';
import { COUNTED_WRITES, createCountTriggers, dropCountTriggers, photoOwner, recount, type CountedWrite } from './0021-member-post-counts.ts';

const threads = (member: string) => recount(member, ['threads']);
const albums = (member: string) => recount(member, ['albums']);

// An album is added without photos, so adding one changes no count until its first photo.
const WRITES_PER_KIND: CountedWrite[] = [
  { name: 'thread_insert', table: 'posts', event: 'insert', member: 'new.user_id', when: "new.kind = 'thread'", recount: threads },
  { name: 'thread_delete', table: 'posts', event: 'delete', member: 'old.user_id', when: "old.kind = 'thread'", recount: threads },
  { name: 'album_delete', table: 'posts', event: 'delete', member: 'old.user_id', when: "old.kind = 'album'", recount: albums },
  { name: 'thread_archive', table: 'posts', event: 'update of archived_at', member: 'new.user_id', when: "new.kind = 'thread'", recount: threads },
  { name: 'album_archive', table: 'posts', event: 'update of archived_at', member: 'new.user_id', when: "new.kind = 'album'", recount: albums },
  { name: 'photos_insert', table: 'album_photos', event: 'insert', member: photoOwner('new'), recount: albums },
  { name: 'photos_delete', table: 'album_photos', event: 'delete', member: photoOwner('old'), recount: albums },
];

const INDEX = 'posts_active_by_member_kind';

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropCountTriggers(db, COUNTED_WRITES);
  await sql.raw(`create index ${INDEX} on posts (user_id, kind) where archived_at is null`).execute(db);
  await createCountTriggers(db, WRITES_PER_KIND);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountTriggers(db, WRITES_PER_KIND);
  await sql.raw(`drop index ${INDEX}`).execute(db);
  await createCountTriggers(db, COUNTED_WRITES);
}
