// Photo albums of the demo users, made the way members make them: each picture uploaded,
// then the album created from the uploads. One is archived, so the archive tab has content.
import { addMs, HOUR_MS } from '../lib/time.ts';
import { archiveAlbum, createAlbum } from '../services/albums.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { storeTempUpload } from '../services/temp-uploads.ts';
import { gradientPicture } from './demo-pictures.ts';
import { seedReactions, type DemoPost, type DemoReactions, type DemoUserIds } from './demo-post.ts';

export type SeedDeps = Pick<ServiceDeps, 'db' | 'config' | 'media' | 'log'>;

interface DemoAlbum extends DemoReactions {
  by: string;
  caption: string;
  hoursAgo: number;
  /** One [from, to] gradient per photo, cover first. */
  pictures: [string, string][];
  archived?: boolean;
}

const DEMO_ALBUMS: DemoAlbum[] = [
  {
    by: 'aldi',
    caption: 'Konser semalam dari barisan tengah. Lampunya juara!',
    hoursAgo: 20,
    pictures: [
      ['#ff5f6d', '#2b5876'],
      ['#f7971e', '#6a3093'],
      ['#00c6ff', '#0f2027'],
    ],
    likedBy: ['buk', 'citra'],
    comments: [{ by: 'buk', text: 'Foto kedua keren banget!', replies: [{ by: 'aldi', text: 'Makasih, pas lampu oranye' }] }],
  },
  {
    by: 'buk',
    caption: 'Janji ditepati: foto-foto dari barisan depan.',
    hoursAgo: 2,
    pictures: [
      ['#fc466b', '#3f5efb'],
      ['#f953c6', '#b91d73'],
      ['#11998e', '#38ef7d'],
      ['#ee0979', '#ff6a00'],
      ['#8e2de2', '#4a00e0'],
    ],
    likedBy: ['aldi', 'citra'],
    comments: [
      { by: 'citra', text: 'Dekat sekali panggungnya!' },
      { by: 'aldi', text: 'Yang terakhir jadi wallpaper ya', replies: [{ by: 'buk', text: 'Silakan!' }] },
    ],
  },
  {
    by: 'citra',
    caption: 'Spanduk untuk kumpul Sabtu sudah jadi.',
    hoursAgo: 0.5,
    pictures: [['#f6d365', '#fda085']],
    likedBy: ['aldi'],
    comments: [],
  },
  {
    by: 'aldi',
    caption: 'Latihan foto sebelum konser (disimpan dulu).',
    hoursAgo: 30,
    pictures: [
      ['#bdc3c7', '#2c3e50'],
      ['#757f9a', '#d7dde8'],
    ],
    likedBy: [],
    comments: [],
    archived: true,
  },
];

export function demoAlbums(deps: SeedDeps, idOf: DemoUserIds): DemoPost[] {
  return DEMO_ALBUMS.map((demo) => ({
    hoursAgo: demo.hoursAgo,
    async seed(createdAt) {
      const userId = idOf(demo.by);
      const keys: string[] = [];
      for (const [from, to] of demo.pictures) {
        keys.push(await storeTempUpload(deps, userId, { data: await gradientPicture(from, to), extension: 'jpg' }));
      }
      const creation = await createAlbum(deps, userId, demo.caption, { keys, inGivenOrder: true, alts: [] }, createdAt);
      if ('refused' in creation) throw new Error(`demo album of ${demo.by} refused: ${creation.refused}`);
      const { post } = creation.created;
      await seedReactions(deps.db, { id: post.id, user_id: userId, kind: 'album' }, demo, idOf, createdAt);
      if (demo.archived) await archiveAlbum(deps.db, post.id, addMs(createdAt, HOUR_MS));
    },
  }));
}
