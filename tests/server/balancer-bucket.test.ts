// HAProxy in front of two server processes that share one PostgreSQL database and one bucket
// (MEDIA_STORAGE=s3) but each have a DATA_DIR of their own (contract §17): a picture stored through
// one process is answered, at every width, by the other; deleted through the other, it is gone for
// both; and neither process keeps any picture on its disk. Needs TEST_DATABASE_URL and haproxy on
// the PATH (CI has both).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyInstalled, type Cluster, type ClusterServer } from '../../scripts/cluster/cluster.ts';
import type { CreateAlbumResponse } from '../../contract/wire.ts';
import { openDatabase } from '../../server/db/connection.ts';
import { freePort } from '../helpers/child-server.ts';
import { startTestCluster } from '../helpers/test-cluster.ts';
import { requestsPerServer, setServerState } from '../helpers/haproxy-runtime.ts';
import { fileForm, solidImage } from '../helpers/images.ts';
import { startS3Server, type TestBucket } from '../helpers/s3-server.ts';
import { callApi, createTestDatabase, otpFromMail, readOutbox, type TestDatabase } from '../helpers/server.ts';
import { keyOfUrl } from '../helpers/stored-media.ts';
import { until } from '../helpers/until.ts';

const missing = [
  ...(process.env.TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
  ...(haproxyInstalled() ? [] : ['haproxy on the PATH']),
];

/** PostgreSQL's NOTIFY wakes the other process at the removal's commit; a poll (1 s) covers a lost one. */
const REMOVAL_HEARD_WITHIN_MS = 5000;

/** One data folder per process. */
let dataDirs: string[] = [];
let database: TestDatabase | undefined;
let bucket: TestBucket | undefined;
let cluster: Cluster | undefined;
let statsSocket: string;

function balancer(): Cluster {
  if (!cluster) throw new Error('the cluster did not start');
  return cluster;
}

/** Runs `step` with only `server` in rotation and checks that it alone took the requests. */
async function through<T>(server: ClusterServer, step: () => Promise<T>): Promise<T> {
  for (const each of balancer().servers) await setServerState(statsSocket, each.name, each === server ? 'ready' : 'maint');
  const before = await requestsPerServer(statsSocket);
  const result = await step();
  const after = await requestsPerServer(statsSocket);
  const served = [...after].filter(([name, count]) => count > (before.get(name) ?? 0)).map(([name]) => name);
  expect(served).toEqual([server.name]);
  return result;
}

/** Registers and verifies a member on the first process, whose outbox gets the OTP mail. */
async function verifiedMember(): Promise<string> {
  const origin = balancer().servers[0].url;
  const email = 'pemilik@example.com';
  const registered = await callApi<{ token: string }>(origin, 'POST', '/register', {
    body: {
      first_name: 'Pemilik',
      last_name: 'Foto',
      username: 'pemilik',
      email,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
      address: 'Jl. Merdeka 1, Bandung',
    },
  });
  expect(registered.status).toBe(201);
  const otpMail = readOutbox(path.join(dataDirs[0], 'mail')).findLast((mail) => mail.to === email);
  if (!otpMail) throw new Error(`no OTP mail to ${email}`);
  const verified = await callApi(origin, 'POST', '/verify-otp', {
    token: registered.body.token,
    body: { otp_code: otpFromMail(otpMail) },
  });
  expect(verified.status).toBe(200);
  return registered.body.token;
}

const title = 'two server processes with their own DATA_DIR sharing one bucket behind HAProxy';
describe.skipIf(missing.length > 0)(missing.length > 0 ? `${title} (skipped: needs ${missing.join(' and ')})` : title, () => {
  beforeAll(async () => {
    dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bucket-balancer-')));
    database = await createTestDatabase(dataDirs[0]);
    if (database.target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
    bucket = await startS3Server();
    statsSocket = path.join(dataDirs[0], 'haproxy.sock');
    const ports = [await freePort(), await freePort(), await freePort()];
    cluster = await startTestCluster({
      host: '127.0.0.1',
      port: ports[0],
      serverPorts: ports.slice(1),
      serverEnv: {
        ...process.env,
        ...bucket.env,
        DATABASE_URL: database.target.url,
        DIST_DIR: path.join(dataDirs[0], 'no-dist'),
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
      },
      envOf: (index) => ({ DATA_DIR: dataDirs[index] }),
      statsSocket,
    });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
    await bucket?.close();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers a picture stored through one process through the other, and deletes it for both', async () => {
    const [first, second] = balancer().servers;
    const { url } = balancer();
    const token = await verifiedMember();

    const album = await through(first, async () => {
      const upload = await callApi<string>(url, 'POST', '/temp/album', {
        token,
        form: fileForm('album_content', await solidImage('jpeg', 1200, 1200), 'konser.jpg', 'image/jpeg'),
      });
      expect(upload.status).toBe(200);
      const created = await callApi<CreateAlbumResponse>(url, 'POST', '/album', {
        token,
        body: { caption: 'Konser semalam', content: [upload.body] },
      });
      expect(created.status).toBe(201);
      return created.body.data;
    });
    const key = keyOfUrl(album.contents[0].content);
    const stored = await bucket!.read(key);
    expect(stored).not.toBeNull();

    // The first process answers the narrower copy too, from its memory the second time.
    await through(first, async () => {
      for (const _ of [1, 2]) expect((await fetch(`${url}/media/${key}?w=360`)).status).toBe(200);
    });
    await through(second, async () => {
      const original = await fetch(`${url}/media/${key}`);
      expect([original.status, original.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      expect(Buffer.from(await original.arrayBuffer())).toEqual(stored);
      const narrower = await fetch(`${url}/media/${key}?w=360`);
      expect(narrower.status).toBe(200);
      expect(await sharp(Buffer.from(await narrower.arrayBuffer())).metadata()).toMatchObject({ width: 360, height: 360 });
    });
    expect(await bucket!.keys()).toEqual(expect.arrayContaining([key, `.variants/w360/${key}`]));

    const db = openDatabase(database!.target);
    const { uuid } = await db.selectFrom('posts').select('uuid').where('id', '=', album.post_id).executeTakeFirstOrThrow();
    await db.destroy();
    await through(second, async () => {
      const response = await callApi(url, 'POST', `/album/${uuid}/force-delete`, { token });
      expect(response.status).toBe(200);
    });
    await through(first, async () => {
      expect((await fetch(`${url}/media/${key}`)).status).toBe(404);
      // It forgets what it remembered of the picture once the removal's event arrives (decision 161).
      const refused = async () => ((await fetch(`${url}/media/${key}?w=360`)).status === 404 ? true : undefined);
      await until('the first process to refuse the removed picture', refused, REMOVAL_HEARD_WITHIN_MS);
    });
    expect((await bucket!.keys()).filter((stored) => stored.endsWith(key))).toEqual([]);
    for (const dataDir of dataDirs) expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false);
  }, 60_000);
});
