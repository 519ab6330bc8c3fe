// A push service on this machine for the tests: HTTPS with a self-signed certificate made for
// the run (its file is what WEB_PUSH_CA_FILE names), one endpoint per device, and each push
// decrypted with the device's keys as a browser would (web-push-decryption.ts). A push counts
// as received once it was answered 201 on a connection still open; a device can be told to
// answer other statuses first, and the whole service can hold its answers back (stall) as a
// slow push service would, so a sender killed meanwhile never learns that a push arrived.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pushPayload, type PushPayload } from '../../contract/push.ts';
import { decryptPush, makeDeviceKeys, type DeviceKeys } from './web-push-decryption.ts';

export interface ReceivedPush {
  device: string;
  payload: PushPayload;
  headers: IncomingHttpHeaders;
}

export interface Device {
  name: string;
  endpoint: string;
  keys: DeviceKeys;
  /** The body of POST /push/subscriptions, as PushSubscription.toJSON() gives it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface PushReceiver {
  origin: string;
  /** The certificate's file, for WEB_PUSH_CA_FILE. */
  caFile: string;
  device(name: string): Device;
  /** Pushes answered 201, in order. */
  received: ReceivedPush[];
  /** Every POST that reached an endpoint, whatever it was answered. */
  attempts: { device: string; status: number }[];
  /** The next answers of one device, before it answers 201 again. */
  answerNext(name: string, ...statuses: number[]): void;
  /** Answers `count` more pushes, then holds every answer until resume(). */
  stallAfter(count: number): void;
  resume(): void;
  heldCount(): number;
  close(): Promise<void>;
}

function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-push-'));
  const { key, cert, certFile } = makeCertificate(dir);
  const devices = new Map<string, Device>();
  const nextAnswers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const attempts: { device: string; status: number }[] = [];
  let answersBeforeStall = Infinity;
  const held = new Set<() => void>();

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
    const device = devices.get(name);
    if (request.method !== 'POST' || !device) {
      response.writeHead(404).end();
      return;
    }
    const status = nextAnswers.get(name)?.shift() ?? 201;
    const reply = () => {
      attempts.push({ device: name, status });
      if (request.socket.destroyed) return;
      response.writeHead(status).end(() => {
        if (status !== 201) return;
        const payload = pushPayload.parse(JSON.parse(decryptPush(body, device.keys)));
        received.push({ device: name, payload, headers: request.headers });
      });
    };
    if (answersBeforeStall > 0) {
      answersBeforeStall -= 1;
      reply();
      return;
    }
    held.add(reply);
    // A sender that dies meanwhile never gets the answer: the push did not arrive.
    request.socket.once('close', () => held.delete(reply));
  }

  const server = https.createServer({ key, cert }, (request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    caFile: certFile,
    device(name) {
      const existing = devices.get(name);
      if (existing) return existing;
      const keys = makeDeviceKeys();
      const endpoint = `${origin}/push/${encodeURIComponent(name)}`;
      const device = {
        name,
        endpoint,
        keys,
        subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      };
      devices.set(name, device);
      return device;
    },
    received,
    attempts,
    answerNext(name, ...statuses) {
      nextAnswers.set(name, [...(nextAnswers.get(name) ?? []), ...statuses]);
    },
    stallAfter(count) {
      answersBeforeStall = count;
    },
    resume() {
      answersBeforeStall = Infinity;
      for (const reply of held) reply();
      held.clear();
    },
    heldCount: () => held.size,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
