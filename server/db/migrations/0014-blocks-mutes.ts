// Blocks and mutes (contract §16), and the suspension columns moderation writes. Who sees whom
// is decided per row by NOT EXISTS lookups on these tables' keys (decision 093), so each
// direction of a pair has an index that starts with the viewer's side. A block or an unblock
// tells both members' open tabs (a `visibility_changed` event each), written by triggers like
// the events of migration 0013.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

/** Still hidden after the row's change: a block the other way round also keeps the pair apart. */
const pairStillBlocked = (row: string) =>
  `exists (select 1 from blocks where (blocks.blocker_id = ${row}.blocker_id and blocks.blocked_id = ${row}.blocked_id)
     or (blocks.blocker_id = ${row}.blocked_id and blocks.blocked_id = ${row}.blocker_id))`;

/** The insert of the event telling `recipient` that its visibility to `other` changed. */
function visibilityEventSql(row: 'new' | 'old', recipient: string, other: string, postgres: boolean): string {
  const hidden = pairStillBlocked(row);
  const pairs = [
    `'username', (select users.username from users where users.id = ${row}.${other})`,
    `'user_id', ${row}.${other}`,
    `'hidden', ${postgres ? hidden : `json(case when ${hidden} then 'true' else 'false' end)`}`,
  ].join(', ');
  const payload = postgres ? `json_build_object(${pairs})::text` : `json_object(${pairs})`;
  return `insert into live_events (kind, recipient_id, payload) values ('visibility_changed', ${row}.${recipient}, ${payload})`;
}

const TRIGGERS = [
  { event: 'insert', row: 'new' },
  { event: 'delete', row: 'old' },
] as const;

const triggerName = (event: string) => `live_event_blocks_${event}`;

async function createVisibilityTriggers(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const { event, row } of TRIGGERS) {
    const inserts = [
      visibilityEventSql(row, 'blocker_id', 'blocked_id', postgres),
      visibilityEventSql(row, 'blocked_id', 'blocker_id', postgres),
    ];
    if (postgres) {
      await sql
        .raw(
          `create function ${triggerName(event)}() returns trigger language plpgsql as $$
           begin
             ${inserts.join(';\n')};
             perform pg_notify('live_events', '');
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(`create trigger ${triggerName(event)} after ${event} on blocks for each row execute function ${triggerName(event)}()`)
        .execute(db);
    } else {
      await sql.raw(`create trigger ${triggerName(event)} after ${event} on blocks begin ${inserts.join('; ')}; end`).execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Read by the visibility rule; written by moderation (suspend, unsuspend). ISO-8601 UTC.
  await db.schema.alterTable('users').addColumn('suspended_until', 'varchar(30)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('suspended_permanently', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pkey', ['blocker_id', 'blocked_id'])
    .execute();
  // The other direction: "has this member blocked the viewer?".
  await db.schema.createIndex('blocks_blocked_blocker').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  await db.schema
    .createTable('mutes')
    .addColumn('muter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('muted_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null: until unmuted.
    .addColumn('until', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mutes_pkey', ['muter_id', 'muted_id'])
    .execute();
  // Deleting a member drops the mutes of them through this.
  await db.schema.createIndex('mutes_muted_id').on('mutes').column('muted_id').execute();

  await createVisibilityTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { event } of TRIGGERS) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger ${triggerName(event)} on blocks`).execute(db);
      await sql.raw(`drop function ${triggerName(event)}()`).execute(db);
    } else {
      await sql.raw(`drop trigger ${triggerName(event)}`).execute(db);
    }
  }
  await db.schema.dropTable('mutes').execute();
  await db.schema.dropTable('blocks').execute();
  await db.schema.alterTable('users').dropColumn('suspended_permanently').execute();
  await db.schema.alterTable('users').dropColumn('suspended_until').execute();
}
