// What the event stream tells open tabs: rows written by triggers in the transaction of the
// write that causes them, so every process (and a write made straight into the database)
// reads the same events in id order, and a tab that reconnects can be given what it missed.
// Open streams are rows too, so who is online follows them across processes.
import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from '../portable-schema.ts';

interface EventTrigger {
  table: string;
  event: 'insert' | 'delete';
  kind: string;
  /** SQL over the row (`row.`): the member the event is for; null for everyone. */
  recipient: string;
  /** JSON keys and SQL values over the row. */
  payload: [string, string][];
  /** SQL over the row: the event is written only when it holds. */
  when?: string;
}

const likeTotal: [string, string] = ['total_like', '(select count(*) from likes where likes.post_id = row.post_id)'];
const commentTotal = (postId: string): [string, string] => [
  'total_comment',
  `(select count(*) from comments where comments.post_id = ${postId})
   + (select count(*) from sub_comments join comments on comments.id = sub_comments.comment_id where comments.post_id = ${postId})`,
];
const replyPostId = '(select comments.post_id from comments where comments.id = row.comment_id)';
// A post deleted with its likes and comments tells nobody their counts.
const postExists = (postId: string) => `exists (select 1 from posts where posts.id = ${postId})`;

const EVENT_TRIGGERS: EventTrigger[] = [
  {
    table: 'notifications',
    event: 'insert',
    kind: 'notification',
    recipient: 'row.recipient_id',
    payload: [
      ['notification_id', 'row.id'],
      ['post_id', 'row.post_id'],
    ],
  },
  ...(['threads', 'albums'] as const).map((table) => ({
    table,
    event: 'insert' as const,
    kind: 'post',
    recipient: 'null',
    payload: [['post_id', 'row.post_id']] as [string, string][],
  })),
  ...(['insert', 'delete'] as const).flatMap((event) => [
    {
      table: 'likes',
      event,
      kind: 'counts',
      recipient: 'null',
      payload: [['post_id', 'row.post_id'], likeTotal] as [string, string][],
      when: postExists('row.post_id'),
    },
    {
      table: 'comments',
      event,
      kind: 'counts',
      recipient: 'null',
      payload: [['post_id', 'row.post_id'], commentTotal('row.post_id')] as [string, string][],
      when: postExists('row.post_id'),
    },
    {
      table: 'sub_comments',
      event,
      kind: 'counts',
      recipient: 'null',
      payload: [['post_id', replyPostId], commentTotal(replyPostId)] as [string, string][],
      when: `${replyPostId} is not null`,
    },
  ]),
  {
    table: 'emergency_broadcasts',
    event: 'insert',
    kind: 'emergency',
    recipient: 'null',
    payload: [
      ['sender_id', 'row.sender_id'],
      ['sender_first_name', '(select users.first_name from users where users.id = row.sender_id)'],
      ['message', 'row.message'],
      ['place', 'row.place'],
      ['map', 'row.map'],
    ],
  },
  {
    table: 'access_tokens',
    event: 'delete',
    kind: 'revoked',
    recipient: 'row.user_id',
    payload: [['token_id', 'row.id']],
  },
];

function insertEventSql(trigger: EventTrigger, postgres: boolean): string {
  const row = trigger.event === 'insert' ? 'new' : 'old';
  const over = (expression: string) => expression.replaceAll('row.', `${row}.`);
  const pairs = trigger.payload.map(([key, value]) => `'${key}', ${over(value)}`).join(', ');
  const payload = postgres ? `json_build_object(${pairs})::text` : `json_object(${pairs})`;
  const insert = `insert into live_events (kind, recipient_id, payload) values ('${trigger.kind}', ${over(trigger.recipient)}, ${payload})`;
  return trigger.when ? `${insert.replace(' values (', ' select ').replace(/\)$/, '')} where ${over(trigger.when)}` : insert;
}

const triggerName = (trigger: EventTrigger) => `live_event_${trigger.table}_${trigger.event}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('live_events'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('recipient_id', 'integer')
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('live_connections'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('process_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('seen_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_connections_seen_at').on('live_connections').columns(['seen_at', 'user_id']).execute();
  await db.schema.createIndex('live_connections_process_id').on('live_connections').column('process_id').execute();

  const postgres = isPostgres(db);
  for (const trigger of EVENT_TRIGGERS) {
    const insert = insertEventSql(trigger, postgres);
    if (postgres) {
      // NOTIFY is delivered at commit, once per transaction: it wakes the other processes.
      await sql
        .raw(
          `create function ${triggerName(trigger)}() returns trigger language plpgsql as $$
           begin
             ${insert};
             perform pg_notify('live_events', '');
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${triggerName(trigger)} after ${trigger.event} on ${trigger.table}
           for each row execute function ${triggerName(trigger)}()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(`create trigger ${triggerName(trigger)} after ${trigger.event} on ${trigger.table} begin ${insert}; end`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of EVENT_TRIGGERS) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger ${triggerName(trigger)} on ${trigger.table}`).execute(db);
      await sql.raw(`drop function ${triggerName(trigger)}()`).execute(db);
    } else {
      await sql.raw(`drop trigger ${triggerName(trigger)}`).execute(db);
    }
  }
  await db.schema.dropTable('live_connections').execute();
  await db.schema.dropTable('live_events').execute();
}
