// A counter that moves with every write to what a feed page shows (posts, their text,
// photos, likes, comments and replies, and the authors' public fields), so a server
// process can keep serialized feed pages until it moves. Triggers do the counting, so no
// write path can forget it.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

/** Tables whose every insert, update and delete can change a feed page. */
const CONTENT_TABLES = ['posts', 'threads', 'albums', 'album_photos', 'likes', 'comments', 'sub_comments'];
/** The author fields a feed item shows; other user updates (e.g. read notifications) don't count. */
const AUTHOR_COLUMNS = ['first_name', 'last_name', 'username', 'foto_profile'];

interface CountedWrite {
  table: string;
  /** SQLite trigger events, one trigger each. */
  sqliteEvents: string[];
  /** The same events in PostgreSQL's one-trigger form. */
  postgresEvents: string;
}

const COUNTED_WRITES: CountedWrite[] = [
  ...CONTENT_TABLES.map((table) => ({
    table,
    sqliteEvents: ['insert', 'update', 'delete'],
    postgresEvents: 'insert or update or delete',
  })),
  {
    table: 'users',
    sqliteEvents: [`update of ${AUTHOR_COLUMNS.join(', ')}`, 'delete'],
    postgresEvents: `update of ${AUTHOR_COLUMNS.join(', ')} or delete`,
  },
];

const triggerName = (table: string, event: string) => `feed_version_${table}_${event.split(' ')[0]}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into feed_version (id, version) values (1, 0)`.execute(db);

  if (isPostgres(db)) {
    await sql`create function bump_feed_version() returns trigger language plpgsql as $$
      begin
        update feed_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    // Deferred to the commit: the counter row is locked last, after everything else the
    // transaction locks, so writers never wait on each other in a cycle through it.
    for (const { table, postgresEvents } of COUNTED_WRITES) {
      await sql
        .raw(
          `create constraint trigger ${triggerName(table, 'write')} after ${postgresEvents} on ${table}
           deferrable initially deferred for each row execute function bump_feed_version()`,
        )
        .execute(db);
    }
    return;
  }

  for (const { table, sqliteEvents } of COUNTED_WRITES) {
    for (const event of sqliteEvents) {
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${event} on ${table}
           begin update feed_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const { table } of COUNTED_WRITES) await sql.raw(`drop trigger ${triggerName(table, 'write')} on ${table}`).execute(db);
    await sql`drop function bump_feed_version()`.execute(db);
  } else {
    for (const { table, sqliteEvents } of COUNTED_WRITES) {
      for (const event of sqliteEvents) await sql.raw(`drop trigger ${triggerName(table, event)}`).execute(db);
    }
  }
  await db.schema.dropTable('feed_version').execute();
}
