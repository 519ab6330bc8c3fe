// A small verified community for a fresh local database, so the app can be tried at once.
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { randomToken } from '../lib/secrets.ts';
import { hashSecret } from '../services/passwords.ts';
import { seedDemoPosts } from './demo-posts.ts';

export interface DemoLogin {
  username: string;
  email: string;
  password: string;
}

const DEMO_PASSWORD = 'fanbase123';

const DEMO_USERS = [
  { first_name: 'Aldi', last_name: 'Reka', username: 'aldi', bio: 'Penggemar sejak 2015.', address: 'Bandung' },
  { first_name: 'Bukti', last_name: 'Sari', username: 'buk', bio: 'Suka foto konser.', address: 'Jakarta' },
  { first_name: 'Citra', last_name: 'Lestari', username: 'citra', bio: null, address: 'Surabaya' },
];

/**
 * Inserts the demo users and their threads when the database has no user yet; returns
 * their logins, or [] if skipped.
 */
export async function seedDemoCommunity(db: Kysely<Database>, config: Config): Promise<DemoLogin[]> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return [];

  const passwordHash = await hashSecret(DEMO_PASSWORD, config.passwordHashCost);
  const now = config.now().toISOString();
  const logins: DemoLogin[] = [];
  const userIds = new Map<string, number>();
  for (const demo of DEMO_USERS) {
    const email = `${demo.username}@example.com`;
    const { id } = await db
      .insertInto('users')
      .values({
        ...demo,
        email,
        password_hash: passwordHash,
        phone_number: null,
        foto_profile: null,
        email_verified_at: now,
        verify_ref: randomToken(24),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(demo.username, id);
    logins.push({ username: demo.username, email, password: DEMO_PASSWORD });
  }
  await seedDemoPosts(db, userIds, config.now());
  return logins;
}
