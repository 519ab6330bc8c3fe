// Another member's login while others upload heavy pictures (decision 087). The real server on a
// small SQLite community, with the production argon2 cost; the demo member signs in one login at a
// time: with nothing else going on; then while eight other members each upload in a loop (each
// upload sent as soon as the previous one was answered) a legal 40-megapixel PNG, then the
// 1 × 40,000,000 px PNG of the security finding, then a text file refused from its first bytes
// (the same flood of requests with no picture work at all, for reference); then with nothing going
// on again. The quiet logins before and after the uploads together are the reference, so a change
// in the machine's other load during the run weighs on both sides. The ratio of the logins' p95
// under pressure to their p95 without it, in the same run, is the budget.
import sharp from 'sharp';
import { createCommunity, signInFirstUsers, withDatabase } from './community.ts';
import { DATABASE_NAMES } from './figures.ts';
import { DEMO_LOGIN } from './generate.ts';
import { percentile, sorted } from './load.ts';
import { startAppServer } from './servers.ts';
import { goal, type Row } from './table.ts';

const COMMUNITY = { users: 12, posts: 20 };
const UPLOADERS = 8;
const WARM_UP_LOGINS = 3;
/** Logins per pressure; the quiet reference has as many, half before the uploads and half after. */
const LOGINS = 60;
/** The budget: a login under upload pressure at most this many times its p95 without it. */
const MOST_SLOWDOWN = 2;

interface Pressure {
  label: string;
  picture: () => Promise<Buffer>;
  /** Whether the budget applies: not to the reference, which has no picture work. */
  budgeted: boolean;
}

const PRESSURES: Pressure[] = [
  {
    label: 'a 40-megapixel PNG (8000×5000, with alpha)',
    picture: () => sharp({ create: { width: 8000, height: 5000, channels: 4, background: '#3366cc' } }).png().toBuffer(),
    budgeted: true,
  },
  {
    // The finding's picture: within 40 megapixels, one pixel wide.
    label: "the finding's PNG of 1×40,000,000 px",
    picture: () =>
      sharp({ create: { width: 1, height: 40_000_000, channels: 3, background: '#3366cc' } })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    budgeted: true,
  },
  {
    // As large as the finding's file; the server refuses it before any sharp call.
    label: 'a text file named photo.png (refused from its first bytes: the requests alone, no picture work)',
    picture: () => Promise.resolve(Buffer.alloc(76 * 1024, 'bukan gambar ')),
    budgeted: false,
  },
];

async function login(baseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ user_mail: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return performance.now() - started;
}

async function timeLogins(baseUrl: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) times.push(await login(baseUrl));
  return times;
}

async function upload(baseUrl: string, token: string, picture: Buffer): Promise<number> {
  const form = new FormData();
  form.append('album_content', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${baseUrl}/api/v1/temp/album`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

interface UploadTally {
  statuses: Map<number, number>;
  answered: number;
}

/**
 * Each member uploads `picture` again as soon as the previous upload was answered, until
 * `stop()`; `started` resolves at the first answer, when every member's upload is under way.
 */
function uploadInLoops(baseUrl: string, tokens: string[], picture: Buffer) {
  const tally: UploadTally = { statuses: new Map(), answered: 0 };
  let running = true;
  let firstAnswer: () => void = () => {};
  const started = new Promise<void>((resolve) => (firstAnswer = resolve));
  const loops = tokens.map(async (token) => {
    while (running) {
      const status = await upload(baseUrl, token, picture);
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      tally.answered += 1;
      firstAnswer();
    }
  });
  return {
    started,
    async stop(): Promise<UploadTally> {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}

function statusesCell(tally: UploadTally): string {
  const counts = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`);
  return `${tally.answered} uploads answered during the logins (${counts.join(', ')})`;
}

export async function benchUploadPressure(log: (message: string) => void): Promise<Row[]> {
  const community = await createCommunity('sqlite', COMMUNITY, undefined, 'upload-pressure');
  try {
    const [, ...uploaders] = await withDatabase(community.env, (db) => signInFirstUsers(db, 1 + UPLOADERS));
    // No login is refused by the per-address limit: every request comes from the bench.
    const server = await startAppServer(community.env, { LOGIN_RATE_LIMIT: '1000000000' });
    try {
      for (let index = 0; index < WARM_UP_LOGINS; index += 1) await login(server.url);
      log(`upload pressure: ${LOGINS / 2} logins without uploads`);
      const quietTimes = await timeLogins(server.url, LOGINS / 2);
      const loadedTimes: number[][] = [];
      const tallies: UploadTally[] = [];
      const pictures: Buffer[] = [];
      for (const pressure of PRESSURES) {
        const picture = await pressure.picture();
        log(`upload pressure: ${LOGINS} logins while ${UPLOADERS} members upload ${pressure.label}`);
        const uploads = uploadInLoops(server.url, uploaders, picture);
        await uploads.started;
        loadedTimes.push(await timeLogins(server.url, LOGINS));
        tallies.push(await uploads.stop());
        pictures.push(picture);
      }
      log(`upload pressure: ${LOGINS / 2} logins without uploads again`);
      quietTimes.push(...(await timeLogins(server.url, LOGINS / 2)));

      const quiet = sorted(quietTimes);
      const quietP95 = percentile(quiet, 0.95);
      const row = (testCase: string, times: Float64Array, value: string, goalCell?: string): Row => ({
        area: 'upload pressure',
        case: testCase,
        database: DATABASE_NAMES.sqlite,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        value,
        goal: goalCell,
      });
      const rows = [
        row("another member's login, no uploads", quiet, `${LOGINS} logins one at a time, half before the uploads and half after`),
      ];
      PRESSURES.forEach((pressure, index) => {
        const loaded = sorted(loadedTimes[index]);
        const ratio = percentile(loaded, 0.95) / quietP95;
        rows.push(
          row(
            `the same login while ${UPLOADERS} members each upload ${pressure.label}, ${(pictures[index].length / 1024).toFixed(0)} KB, in a loop`,
            loaded,
            `p95 ${ratio.toFixed(2)}× without uploads; ${statusesCell(tallies[index])}`,
            pressure.budgeted ? goal(ratio <= MOST_SLOWDOWN, `p95 ≤ ${MOST_SLOWDOWN}× without uploads`) : undefined,
          ),
        );
      });
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await community.remove();
  }
}
