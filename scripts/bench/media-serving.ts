// A narrower width of an album photo, GET /media/<key>?w=360, answered by the server with the
// pictures on its disk and in an S3-compatible bucket (s3rver over HTTP, as in the tests), same
// run, same photo (the bucket in a process of its own); and with MEDIA_PUBLIC_URL, where the answers point away from the server.
// The disk's figures are the ceiling the bucket's are held to.
import sharp from 'sharp';
import { variantPath } from '../../server/media/storage.ts';
import type { CreateAlbumResponse } from '../../contract/wire.ts';
import { startS3ServerProcess, type S3ServerProcess } from '../../tests/helpers/s3-server-process.ts';
import { createCommunity, signInFirstUsers, withDatabase, type CommunityEnv } from './community.ts';
import { DATABASE_NAMES } from './figures.ts';
import { measureLoad, type LoadResult, type LoadSettings } from './load.ts';
import { startAppServer } from './servers.ts';
import { goal, type Row } from './table.ts';

const COMMUNITY = { users: 10, posts: 50 };
const WIDTH = 360;
/** The bucket's p95 may be this many times the disk's (issue budget). */
const BUCKET_BUDGET = 2;
const PUBLIC_URL = 'https://cdn.fanbase.example/media/';
const CONNECTIONS = 10;

/** Posts one 2000×2000 photo as an album through the API; answers the photo's URL. */
async function postAlbumPhoto(baseUrl: string, token: string): Promise<string> {
  const photo = await sharp({
    create: { width: 2000, height: 2000, channels: 3, background: { r: 200, g: 40, b: 40 }, noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('album_content', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'tribun.jpg');
  const upload = await fetch(`${baseUrl}/api/v1/temp/album`, { method: 'POST', headers: auth, body: form });
  if (!upload.ok) throw new Error(`upload answered ${upload.status}`);
  const posted = await fetch(`${baseUrl}/api/v1/album`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ caption: 'Koreo tribun utara', content: [await upload.text()] }),
  });
  if (posted.status !== 201) throw new Error(`album answered ${posted.status}`);
  const album = (await posted.json()) as CreateAlbumResponse;
  return album.data.contents[0].content;
}

interface Served {
  result: LoadResult;
  photoUrl: string;
}

async function serveWidth(community: CommunityEnv, env: Record<string, string>, token: string, settings: LoadSettings): Promise<Served> {
  const server = await startAppServer(community, env);
  try {
    const photoUrl = await postAlbumPhoto(server.url, token);
    const plan = [{ kind: `GET /media/…?w=${WIDTH}`, method: 'GET' as const, path: `${new URL(photoUrl).pathname}?w=${WIDTH}` }];
    return { result: await measureLoad(server.url, plan, settings), photoUrl };
  } finally {
    await server.stop();
  }
}

/** The stored copy's path on the bucket's endpoint (server/media/storage.ts variantPath, path style). */
function bucketCopyPath(bucket: S3ServerProcess, photoUrl: string): string {
  const key = new URL(photoUrl).pathname.replace(/^\/media\//, '');
  return `/${bucket.env.S3_BUCKET}/${variantPath(key, WIDTH)}`;
}

function servingRow(store: string, served: Served): Row {
  const { result } = served;
  return {
    area: `media: ?w=${WIDTH} through the server`,
    case: `${store}, ${CONNECTIONS} connections`,
    database: DATABASE_NAMES.sqlite,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    requestsPerSecond: result.requestsPerSecond,
    failed: { clientErrors: result.clientErrors, serverErrors: result.serverErrors, broken: result.broken },
  };
}

export async function benchMediaServing(seconds: number, log: (message: string) => void): Promise<Row[]> {
  const community = await createCommunity('sqlite', COMMUNITY, undefined, 'media-serving');
  let bucket: S3ServerProcess | undefined;
  try {
    bucket = await startS3ServerProcess();
    const [token] = await withDatabase(community.env, (db) => signInFirstUsers(db, 1));
    const settings = { connections: CONNECTIONS, seconds };
    log(`media serving: ?w=${WIDTH} from the disk`);
    const disk = await serveWidth(community.env, {}, token, settings);
    log(`media serving: ?w=${WIDTH} from the bucket`);
    const fromBucket = await serveWidth(community.env, bucket.env, token, settings);
    log(`media serving: the bucket alone, its copy at ${WIDTH}`);
    const bucketAlone = await measureLoad(bucket.env.S3_ENDPOINT, [{ kind: 'GET bucket object', method: 'GET', path: bucketCopyPath(bucket, fromBucket.photoUrl) }], settings);
    log('media serving: with MEDIA_PUBLIC_URL');
    const server = await startAppServer(community.env, { ...bucket.env, MEDIA_PUBLIC_URL: PUBLIC_URL });
    let publicPhotoUrl: string;
    try {
      publicPhotoUrl = await postAlbumPhoto(server.url, token);
    } finally {
      await server.stop();
    }
    const ratio = fromBucket.result.p95 / disk.result.p95;
    const pointsAway = publicPhotoUrl.startsWith(PUBLIC_URL);
    return [
      servingRow('disk (the ceiling)', disk),
      servingRow('S3 bucket (s3rver over HTTP)', fromBucket),
      {
        ...servingRow('the bucket alone: GET of the stored copy, unsigned, no server (the bucket\'s floor)', { result: bucketAlone, photoUrl: '' }),
        area: `media: ?w=${WIDTH} straight from s3rver`,
      },
      {
        area: `media: ?w=${WIDTH} through the server`,
        case: 'bucket p95 ÷ disk p95',
        database: DATABASE_NAMES.sqlite,
        value: `${ratio.toFixed(2)}×`,
        goal: goal(ratio <= BUCKET_BUDGET, `≤ ${BUCKET_BUDGET}×`),
      },
      {
        area: 'media: with MEDIA_PUBLIC_URL',
        case: "a new album's photo URL",
        database: DATABASE_NAMES.sqlite,
        value: pointsAway ? 'points at the public URL: the server serves 0 bytes of it' : `points at ${publicPhotoUrl}`,
        goal: goal(pointsAway, 'pictures served elsewhere'),
      },
    ];
  } finally {
    await bucket?.stop();
    await community.remove();
  }
}
