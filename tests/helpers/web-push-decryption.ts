// What a browser does with a Web Push, written from the RFCs with node:crypto alone so the
// tests check the server's pushes against the standards rather than against web-push itself:
// a subscription's keys (RFC 8291 §2), the aes128gcm decryption (RFC 8291 §3.4, RFC 8188) and
// the VAPID Authorization header (RFC 8292: an ES256 JWT and the server's public key).
import crypto from 'node:crypto';

export interface DeviceKeys {
  /** What the browser sends in PushSubscription.keys. */
  p256dh: string;
  auth: string;
  ecdh: crypto.ECDH;
  authSecret: Buffer;
}

export function makeDeviceKeys(): DeviceKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url'), ecdh, authSecret };
}

const SALT_BYTES = 16;
const TAG_BYTES = 16;
/** The last record's padding delimiter (RFC 8188 §2). */
const LAST_RECORD = 2;

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));
}

/** The plaintext of an aes128gcm body of one record, as the device holding `keys` reads it. */
export function decryptPush(body: Buffer, keys: DeviceKeys): string {
  const salt = body.subarray(0, SALT_BYTES);
  const recordSize = body.readUInt32BE(SALT_BYTES);
  const keyIdLength = body[SALT_BYTES + 4];
  const headerEnd = SALT_BYTES + 5 + keyIdLength;
  // The key id is the server's one-time public key (RFC 8291 §4).
  const serverKey = body.subarray(SALT_BYTES + 5, headerEnd);
  const record = body.subarray(headerEnd);
  if (record.length > recordSize) throw new Error(`a second record: ${record.length} bytes in records of ${recordSize}`);

  const sharedSecret = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(sharedSecret, keys.authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = crypto.createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== LAST_RECORD) throw new Error(`no last-record delimiter: ${padded[end]}`);
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * The claims of a VAPID header `vapid t=<JWT>, k=<key>` once its ES256 signature checks out
 * against `publicKey` (the one GET /push/key answers); throws otherwise.
 */
export function verifyVapid(authorization: string, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token, headerKey] = match;
  if (headerKey !== publicKey) throw new Error(`signed with ${headerKey}, not ${publicKey}`);
  const [header, claims, signature] = token.split('.');
  const { alg, typ } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; typ: string };
  if (alg !== 'ES256' || typ !== 'JWT') throw new Error(`JWT of ${alg}/${typ}`);
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not match the key');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
