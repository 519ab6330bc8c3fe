// The search box reads the gram lists of migration 0012 (decision 057); these tests hold its
// answers to those of a plain scan of every member, the query the search ran before it had an
// index, on a community with mixed case, accents, spaces, LIKE's special characters and names
// sharing beginnings, before and after renames and deletions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { migrations } from '../../server/db/migrations/index.ts';
import type { Database } from '../../server/db/schema.ts';
import type { FindUserResponse } from '../../contract/wire.ts';
import { createTestDatabase, startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const DROPDOWN = 6;
const RESULTS = 100;

interface Person {
  first_name: string;
  last_name: string;
  username: string;
}

const FIRST_NAMES = ['Sari', 'Sarah', 'Saripah', 'Dian', 'DIAN', 'Ayu', 'Élodie', 'Straße', 'İlkay', 'Nguyễn', 'Anna Maria',
  '100%Fan', 'Under_Score', 'Ab', 'Q', 'Ömer', 'Joko'];
const LAST_NAMES = ['Pratama', 'Lestari', 'Back\\slash', 'ÉCOLE', 'van Dijk', 'Saputra', 'Kusuma', 'O_Neil', 'Z'];
const USERNAME_STEMS = ['sari', 'SARI', 'dian@home', 'ayu_', 'a', 'zz9', 'Joko', 'under_score', 'x'];

/** A community of about 150 members whose names share beginnings, endings and odd characters. */
function community(): Person[] {
  return Array.from({ length: 150 }, (_, index) => ({
    first_name: FIRST_NAMES[index % FIRST_NAMES.length],
    last_name: LAST_NAMES[(index * 7) % LAST_NAMES.length],
    username: `${USERNAME_STEMS[(index * 5) % USERNAME_STEMS.length]}${index}`,
  }));
}

/** Members inserted directly, many per statement, as a bulk import would. */
async function insertPeople(db: Kysely<Database>, people: Person[], createdAt: string): Promise<void> {
  await db
    .insertInto('users')
    .values(
      people.map((person) => ({
        ...person,
        email: `${person.username.toLowerCase()}@example.com`,
        password_hash: 'unused',
        bio: null,
        address: null,
        phone_number: null,
        foto_profile: null,
        email_verified_at: null,
        verify_ref: `ref-${person.username.toLowerCase()}`,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** What the search answered before it had an index: every member scanned, in username order. */
async function scanSearch(db: Kysely<Database>, keyword: string, limit: number): Promise<string[]> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const contains = (column: 'first_name' | 'last_name' | 'username') =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where((eb) => eb.or([contains('first_name'), contains('last_name'), contains('username')]))
    .orderBy(sql`lower(username)`)
    .limit(limit)
    .execute();
  return rows.map((row) => row.username);
}

/** Every one- to three-character piece of the names, as typed and uppercased, and the names whole. */
function keywordsFrom(names: string[]): string[] {
  const keywords = new Set<string>();
  for (const name of names) {
    const characters = Array.from(name);
    for (let length = 1; length <= 3; length += 1) {
      for (let start = 0; start + length <= characters.length; start += 1) {
        const piece = characters.slice(start, start + length).join('');
        keywords.add(piece).add(piece.toUpperCase());
      }
    }
    keywords.add(name.toUpperCase());
  }
  return [...keywords];
}

/** Keywords no scan of names would find by accident: misses, whole names, LIKE's wildcards. */
const EDGE_KEYWORDS = ['q', 'qx', 'qxz', 'zzzz', 'saripah', 'SARIPAH', 'anna maria', 'a m', '%', '_', '\\', '%f', 'r_s',
  'k\\s', '100%', 'é', 'É', 'ß', 'SS', 'ss', 'i̇', 'İ', 'ễ', 'o_n', 'o%n', '9', '19', '@', 'i@h', 'x1', 'sarisari',
  'sari0sari', 'ayu_1', 'under_score1'];

let server: TestServer;
let searcher: RegisteredUser;

async function search(keyword: string, limit: number): Promise<string[]> {
  const query = `user_keyword=${encodeURIComponent(keyword)}${limit === RESULTS ? '&fetch_all=true' : ''}`;
  const response = await server.request<FindUserResponse>('GET', `/find-user?${query}`, { token: searcher.token });
  expect(response.status, keyword).toBe(200);
  return response.body.match_users.map((user) => user.username);
}

/** Each keyword's dropdown and results page, next to the scan's, in one object for one diff. */
async function compareWithScan(keywords: string[]) {
  const answers: Record<string, { found: string[]; scanned: string[] }> = {};
  for (const keyword of keywords) {
    // The route trims the keyword; a blank one answers nothing without searching.
    const trimmed = keyword.trim();
    if (trimmed === '') continue;
    for (const limit of [DROPDOWN, RESULTS]) {
      answers[`${keyword} (${limit})`] = {
        found: await search(keyword, limit),
        scanned: await scanSearch(server.app.db, trimmed, limit),
      };
    }
  }
  const differing = Object.entries(answers).filter(([, { found, scanned }]) => found.join('\n') !== scanned.join('\n'));
  expect(Object.fromEntries(differing)).toEqual({});
  return answers;
}

/** Every gram's count equals the members listed under it: the search trusts a count of 0. */
async function expectCountsMatchLists(db: Kysely<Database>): Promise<void> {
  const listed = await db
    .selectFrom('user_search_grams')
    .select(['gram', (eb) => eb.fn.countAll<number | string>().as('users')])
    .groupBy('gram')
    .execute();
  const counted = await db.selectFrom('user_search_gram_counts').select(['gram', 'users']).where('users', '<>', 0).execute();
  const byGram = (rows: { gram: string; users: number | string }[]) =>
    Object.fromEntries(rows.map((row) => [row.gram, Number(row.users)]));
  expect(byGram(counted)).toEqual(byGram(listed));
}

beforeAll(async () => {
  server = await startServer();
  searcher = await server.verifiedUser({ username: 'pencari', first_name: 'Pencari', last_name: 'Teman' });
  await insertPeople(server.app.db, community(), server.clock.now.toISOString());
});
afterAll(() => server.close());

describe('GET /find-user through the gram lists', () => {
  it('answers what a scan of every member answers, for every piece of every name', async () => {
    const answers = await compareWithScan([...keywordsFrom([...FIRST_NAMES, ...LAST_NAMES, ...USERNAME_STEMS]), ...EDGE_KEYWORDS]);
    // The sweep meets full pages, partial ones and misses, so each way of reading is compared.
    const sizes = Object.values(answers).map(({ found }) => found.length);
    expect(sizes).toContain(DROPDOWN);
    expect(sizes).toContain(RESULTS);
    expect(sizes).toContain(0);
    expect(sizes.some((size) => size > 0 && size < DROPDOWN)).toBe(true);
    // Hundreds of searches, each compared with a scan: on a busy machine this outlasts the
    // suite's 20 s, which is about a single request's worth.
  }, 90_000);

  it('finds one- and two-character keywords anywhere in a name, in any case', async () => {
    // No name of the community above holds a "w".
    await insertPeople(
      server.app.db,
      [
        { first_name: 'Wiwi', last_name: 'Kecil', username: 'wiwik' },
        { first_name: 'Tia', last_name: 'Wulan', username: 'TIAW' },
        { first_name: 'Xeno', last_name: 'Rahayu', username: 'xenow' },
      ],
      server.clock.now.toISOString(),
    );
    expect(await search('W', RESULTS)).toEqual(['TIAW', 'wiwik', 'xenow']);
    expect(await search('wI', DROPDOWN)).toEqual(['wiwik']);
    expect(await search('ow', DROPDOWN)).toEqual(['xenow']);
    expect(await search('ḱ', DROPDOWN)).toEqual([]);
    await compareWithScan(['w', 'wu', 'aw', 'a', 'ay', 'o', 'x', 'xe']);
  });

  it('walks all members for a short keyword followed by many different characters', async () => {
    const followers = [...'abcdefghijklmnopqrstuvwxyz0123456789αβγδεζηθικλμνξοπρστυφχψωабвгдежзий'];
    await insertPeople(
      server.app.db,
      followers.map((follower, index) => ({ first_name: `J${follower}n`, last_name: 'Ragam', username: `ragam${index}` })),
      server.clock.now.toISOString(),
    );
    // More lists start with "j" than the search reads the heads of.
    const lists = await server.app.db
      .selectFrom('user_search_gram_counts')
      .select((eb) => eb.fn.countAll<number | string>().as('lists'))
      .where('gram', '>=', 'j')
      .where('gram', '<', 'k')
      .where('users', '>', 0)
      .executeTakeFirstOrThrow();
    expect(Number(lists.lists)).toBeGreaterThan(64);
    await compareWithScan(['j', 'J', 'jn', 'ragam']);
  });

  it('follows a rename and a deletion', async () => {
    const member = await server.verifiedUser({ username: 'lamaku', first_name: 'Lama', last_name: 'Sekali' });
    expect(await search('lamak', DROPDOWN)).toEqual(['lamaku']);
    expect(await search('sekal', DROPDOWN)).toEqual(['lamaku']);

    const renamed = await server.request('PUT', '/profile', {
      token: member.token,
      body: { first_name: 'Baru', last_name: 'Sekarang', username: 'BaruSaja', address: member.input.address },
    });
    expect(renamed.status).toBe(200);
    expect(await search('lamak', DROPDOWN)).toEqual([]);
    expect(await search('sekal', DROPDOWN)).toEqual([]);
    expect(await search('sekarang', DROPDOWN)).toEqual(['BaruSaja']);
    expect(await search('barusaja', DROPDOWN)).toEqual(['BaruSaja']);
    expect(await search('ru', RESULTS)).toContain('BaruSaja');

    // Only the case of the username changes: still found, now shown and ordered by the new spelling.
    await server.app.db.updateTable('users').set({ username: 'barusaja' }).where('username', '=', 'BaruSaja').execute();
    expect(await search('saja', DROPDOWN)).toEqual(['barusaja']);

    await server.app.db.deleteFrom('users').where('username', 'in', ['barusaja', 'sari0', 'SARI2']).execute();
    expect(await search('saja', DROPDOWN)).toEqual([]);
    await compareWithScan(['sari', 'sa', 's', 'ru', 'sekarang', 'Lama']);
    await expectCountsMatchLists(server.app.db);
  });

  it('keeps lists and counts right while members register and rename at the same time', async () => {
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.verifiedUser({ username: `serentak${index}`, first_name: 'Serentak', last_name: `Bersama${index}` }),
      ),
    );
    const renames = members.map((member, index) =>
      server.request('PUT', '/profile', {
        token: member.token,
        body: { first_name: 'Serempak', last_name: 'Bersama', username: `serempak${index}`, address: member.input.address },
      }),
    );
    const registrations = Array.from({ length: 8 }, (_, index) =>
      server.verifiedUser({ username: `susulan${index}`, first_name: 'Serentak', last_name: 'Susulan' }),
    );
    const [renamed] = await Promise.all([Promise.all(renames), Promise.all(registrations)]);
    expect(renamed.map((response) => response.status)).toEqual(members.map(() => 200));
    await compareWithScan(['serentak', 'serempak', 'bersama', 'susulan', 'se', 'ser']);
    await expectCountsMatchLists(server.app.db);
  });
});

describe('migration 0012', () => {
  it('lists the members who were there before it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-search-migration-'));
    const database = await createTestDatabase(dataDir);
    const db = openDatabase(database.target);
    let later: TestServer | undefined;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo('0011-album-upload-files');
      if (error) throw error;
      await insertPeople(db, community(), new Date().toISOString());
      await migrateToLatest(db);
      await expectCountsMatchLists(db);

      later = await startServer({ database: database.target });
      const searchingMember = await later.verifiedUser({ username: 'pencari' });
      for (const keyword of ['sari', 'sa', 'é', 'a', 'zz9', 'back\\s', 'qx']) {
        const response = await later.request<FindUserResponse>('GET', `/find-user?user_keyword=${encodeURIComponent(keyword)}&fetch_all=1`, {
          token: searchingMember.token,
        });
        expect(response.body.match_users.map((user) => user.username), keyword).toEqual(await scanSearch(db, keyword, RESULTS));
      }
    } finally {
      await later?.close();
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
