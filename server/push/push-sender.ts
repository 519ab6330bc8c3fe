// Sends one Web Push (RFC 8030) to one subscription, encrypted (RFC 8291 aes128gcm) and signed
// (VAPID, RFC 8292) by web-push (decision 132), over an agent that connects to public
// addresses only unless WEB_PUSH_ALLOW_LOCAL_ENDPOINTS=1. A push service that is busy (429) or
// failing (5xx) is asked again a few times, waiting longer each time; one that answers 404 or
// 410 has dropped the subscription for good.
import fs from 'node:fs';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { PushPayload } from '../../contract/push.ts';
import type { Config } from '../config.ts';
import { publicOnlyLookup } from './public-address.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** Tries of one push in all, the first included. */
const PUSH_TRIES = 3;
/** The wait before the second try; each later one waits twice as long. */
const FIRST_RETRY_MS = 250;
/** The longest wait a push service's Retry-After may ask for before the push is given up for now. */
const LONGEST_RETRY_MS = 5000;
/** How long one push service request may take. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered push. */
  ttl: number;
  urgency: 'normal' | 'high';
  /** Pushes of one topic replace each other while undelivered (RFC 8030 §5.4): a push sent twice arrives once. */
  topic?: string;
}

/** sent; gone: the subscription no longer exists; refused: not accepted, worth trying later. */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome>;
}

function isRetryable(statusCode: number): boolean {
  return statusCode === 429 || statusCode >= 500;
}

/** The wait before try `tried + 1`, as the push service asked (Retry-After seconds) or doubling. */
function retryDelay(tried: number, error: WebPushError): number {
  const asked = Number(error.headers['retry-after']);
  return Number.isFinite(asked) && asked >= 0 ? asked * 1000 : FIRST_RETRY_MS * 2 ** (tried - 1);
}

export function createPushSender(config: Config, keys: VapidKeys, log: FastifyBaseLogger): PushSender {
  const agent = new https.Agent({
    keepAlive: true,
    ...(!config.webPushAllowLocalEndpoints && { lookup: publicOnlyLookup }),
    ...(config.webPushCaFile !== undefined && { ca: fs.readFileSync(config.webPushCaFile) }),
  });
  const vapidDetails = { subject: config.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  async function send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome> {
    const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
    const request = {
      vapidDetails,
      TTL: options.ttl,
      urgency: options.urgency,
      ...(options.topic !== undefined && { topic: options.topic }),
      contentEncoding: 'aes128gcm' as const,
      agent,
      timeout: REQUEST_TIMEOUT_MS,
    };
    for (let tried = 1; ; tried += 1) {
      try {
        await webPush.sendNotification(subscription, JSON.stringify(payload), request);
        return 'sent';
      } catch (error) {
        if (!(error instanceof WebPushError)) {
          log.warn({ err: error }, 'push not sent');
          return 'refused';
        }
        if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
        const delay = retryDelay(tried, error);
        if (!isRetryable(error.statusCode) || tried === PUSH_TRIES || delay > LONGEST_RETRY_MS) {
          log.warn({ statusCode: error.statusCode, tried }, 'push refused by the push service');
          return 'refused';
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return { publicKey: keys.publicKey, send };
}
