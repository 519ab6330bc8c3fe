// A short conversation among the demo users: threads, likes, comments and replies. It goes
// through the same services as the API, so the notifications follow the real rules.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addMs, MINUTE_MS } from '../lib/time.ts';
import { addComment, addReply } from '../services/comments.ts';
import { toggleLike } from '../services/likes.ts';
import { createThread } from '../services/threads.ts';

interface DemoComment {
  by: string;
  text: string;
  replies?: { by: string; text: string }[];
}

interface DemoThread {
  by: string;
  text: string;
  hoursAgo: number;
  likedBy: string[];
  comments: DemoComment[];
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

/** `userIds` maps each demo username to its id. */
export async function seedDemoPosts(db: Kysely<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  const idOf = (username: string) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`demo user ${username} is missing`);
    return id;
  };
  for (const demo of DEMO_THREADS) {
    const createdAt = addMs(now, -demo.hoursAgo * 60 * MINUTE_MS);
    // Reactions follow a minute apart, all well before `now`.
    let reactions = 0;
    const nextMinute = () => addMs(createdAt, ++reactions * MINUTE_MS);
    const created = await createThread(db, idOf(demo.by), demo.text, createdAt);
    const post = { id: created.id, user_id: idOf(demo.by), kind: 'thread' as const };
    for (const liker of demo.likedBy) await toggleLike(db, post, idOf(liker), nextMinute());
    for (const comment of demo.comments) {
      const { id: commentId } = await addComment(db, post, idOf(comment.by), comment.text, nextMinute());
      for (const reply of comment.replies ?? []) {
        await addReply(db, post, commentId, idOf(reply.by), reply.text, nextMinute());
      }
    }
  }
}
