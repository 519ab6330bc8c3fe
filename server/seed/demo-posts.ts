// A short conversation among the demo users: threads with likes, comments and replies.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createThread } from '../services/threads.ts';
import { seedReactions, type DemoPost, type DemoReactions, type DemoUserIds } from './demo-post.ts';

interface DemoThread extends DemoReactions {
  by: string;
  text: string;
  hoursAgo: number;
}

const DEMO_THREADS: DemoThread[] = [
  {
    by: 'aldi',
    text: 'Ada yang nonton konser semalam? Suaranya luar biasa!',
    hoursAgo: 26,
    likedBy: ['buk', 'citra'],
    comments: [
      { by: 'buk', text: 'Aku di barisan depan, merinding!', replies: [{ by: 'aldi', text: 'Wah beruntung banget' }] },
      { by: 'citra', text: 'Sayang aku cuma lihat siaran ulang.' },
    ],
  },
  {
    by: 'citra',
    text: 'Rekomendasi lagu untuk menemani perjalanan pagi?',
    hoursAgo: 8,
    likedBy: ['aldi'],
    comments: [{ by: 'aldi', text: 'Coba album kedua, lagu ketiga.', replies: [{ by: 'buk', text: 'Setuju!' }] }],
  },
  {
    by: 'buk',
    text: 'Foto-foto dari barisan depan segera aku unggah ya.',
    hoursAgo: 3,
    likedBy: ['aldi', 'citra'],
    comments: [],
  },
  {
    by: 'aldi',
    text: 'Jangan lupa kumpul Sabtu ini di taman kota, jam 4 sore.',
    hoursAgo: 1,
    likedBy: ['citra'],
    comments: [{ by: 'citra', text: 'Siap, aku bawa spanduk.' }],
  },
];

export function demoThreads(db: Kysely<Database>, idOf: DemoUserIds): DemoPost[] {
  return DEMO_THREADS.map((demo) => ({
    hoursAgo: demo.hoursAgo,
    async seed(createdAt) {
      const created = await createThread(db, idOf(demo.by), demo.text, createdAt);
      await seedReactions(db, { id: created.id, user_id: idOf(demo.by), kind: 'thread' }, demo, idOf, createdAt);
    },
  }));
}
