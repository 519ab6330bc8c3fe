// A small verified community for a fresh local database, so the app can be tried at once.
import { randomToken } from '../lib/secrets.ts';
import { addMs, HOUR_MS } from '../lib/time.ts';
import { hashSecret } from '../services/passwords.ts';
import { demoAlbums, type SeedDeps } from './demo-albums.ts';
import { demoThreads } from './demo-posts.ts';

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
 * Inserts the demo users with their threads and albums when the database has no user yet;
 * returns their logins, or [] if skipped.
 */
export async function seedDemoCommunity(deps: SeedDeps): Promise<DemoLogin[]> {
  const { db, config } = deps;
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
  const idOf = (username: string) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`demo user ${username} is missing`);
    return id;
  };
  const posts = [...demoThreads(db, idOf), ...demoAlbums(deps, idOf)].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const post of posts) await post.seed(addMs(config.now(), -post.hoursAgo * HOUR_MS));
  return logins;
}
