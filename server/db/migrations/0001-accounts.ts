// Users, sessions, e-mail verification codes and password resets (contract §3–§5).
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../portable-schema.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('bio', 'varchar(255)')
    .addColumn('address', 'varchar(255)')
    .addColumn('phone_number', 'varchar(14)')
    .addColumn('foto_profile', 'text')
    .addColumn('email_verified_at', 'varchar(30)')
    .addColumn('notification_list', 'text')
    .addColumn('readed_notif', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verify_ref', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // Usernames keep their case for display but are unique regardless of it.
  await db.schema
    .createIndex('users_username_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();

  await withIdColumn(db, db.schema.createTable('access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_user_id').on('access_tokens').column('user_id').execute();
  await db.schema.createIndex('access_tokens_last_used_at').on('access_tokens').column('last_used_at').execute();

  await db.schema
    .createTable('otp_codes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('otp_codes').execute();
  await db.schema.dropTable('access_tokens').execute();
  await db.schema.dropTable('users').execute();
}
