import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Bucket } from './storage';

// Download links of the local driver (docs/design.md §4: downloads go through URLs signed for 60 s). The
// HMAC is keyed with the server secret and a purpose prefix, so a signature made for one purpose
// can never be replayed as another (an access token is signed with the same secret).
const sign = (secret: string, bucket: Bucket, key: string, expires: number) =>
  createHmac('sha256', secret).update(`conque-files\n${bucket}/${key}\n${expires}`).digest('base64url');

export const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** `/files/<bucket>/<key>?expires=<unix seconds>&signature=<HMAC>`, relative to the server's origin. */
export const signedFilePath = (secret: string, bucket: Bucket, key: string, expiresAt: Date): string => {
  const expires = Math.ceil(expiresAt.getTime() / 1000);
  const signature = sign(secret, bucket, key, expires);
  return `/files/${bucket}/${encodeKey(key)}?expires=${expires}&signature=${signature}`;
};

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** The signature first: a link whose expiry was edited is invalid, not merely expired. */
export const checkFileSignature = (
  secret: string,
  link: { bucket: Bucket; key: string; expires: string | undefined; signature: string | undefined },
  now: Date,
): SignatureCheck => {
  if (!link.expires || !/^\d{1,12}$/.test(link.expires) || !link.signature) return 'invalid';
  const expires = Number(link.expires);
  const expected = Buffer.from(sign(secret, link.bucket, link.key, expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now.getTime() <= expires * 1000 ? 'valid' : 'expired';
};
