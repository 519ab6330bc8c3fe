// Every notification is queued for its push by the database as it is added: the notification's
// transaction makes one round trip fewer on PostgreSQL (a like's made thirteen), and no code path
// that adds a notification can forget its push (decision 171).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function notification_push_queued() returns trigger language plpgsql as $$
         begin insert into push_outbox (notification_id) values (new.id); return null; end $$`,
      )
      .execute(db);
    await sql
      .raw('create trigger notification_push_queued after insert on notifications for each row execute function notification_push_queued()')
      .execute(db);
    return;
  }
  await sql
    .raw('create trigger notification_push_queued after insert on notifications begin insert into push_outbox (notification_id) values (new.id); end')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger notification_push_queued on notifications').execute(db);
    await sql.raw('drop function notification_push_queued()').execute(db);
    return;
  }
  await sql.raw('drop trigger notification_push_queued').execute(db);
}
