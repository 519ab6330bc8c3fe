// The VAPID key pair that signs every push (RFC 8292): from the settings, or made once and kept
// in the database. Every process starting at once may make a pair; the first one stored is the
// one they all use, so a browser subscribed through one process is pushed to by any other.
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';

export interface VapidKeys {
  /** An uncompressed P-256 point, unpadded base64url: what a browser subscribes with. */
  publicKey: string;
  privateKey: string;
}

const KEY_NAME = 'vapid';

export async function loadVapidKeys(db: Kysely<Database>, config: Config): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const made = webPush.generateVAPIDKeys();
  await db
    .insertInto('server_keys')
    .values({ name: KEY_NAME, public_key: made.publicKey, private_key: made.privateKey, created_at: config.now().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const kept = await db
    .selectFrom('server_keys')
    .select(['public_key', 'private_key'])
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}
