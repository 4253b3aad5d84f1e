import { randomBytes } from 'node:crypto';
import { hashToken, randomToken, safeEqual } from '../../kernel/secrets';

// Decision 124: `cq_live_<prefix>_<secret>`. The prefix (12 hex digits, 48 random bits) is shown in
// the list and finds the row; the secret (32 random bytes) is stored as its SHA-256 only: a slow
// password hash buys nothing against a 256-bit random value and would cost every request.
const KEY_PATTERN = /^cq_live_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export const newApiKeySecret = () => {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomToken(32);
  return { prefix, secretHash: hashToken(secret), token: `cq_live_${prefix}_${secret}` };
};

/** The prefix and secret of a presented key, or undefined when it is not of the key's form. */
export const parseApiKey = (token: string): { prefix: string; secret: string } | undefined => {
  const match = KEY_PATTERN.exec(token);
  return match?.[1] && match[2] ? { prefix: match[1], secret: match[2] } : undefined;
};

/** Constant-time: the comparison tells nothing of how much of the hash matched. */
export const secretMatches = (secret: string, secretHash: string) => safeEqual(hashToken(secret), secretHash);
