import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token for links, refresh tokens and codes. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/**
 * Tokens and codes are stored hashed (docs/design.md §4); SHA-256 suffices for random, high-entropy values.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
