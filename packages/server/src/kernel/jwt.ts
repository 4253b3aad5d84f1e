import { createHmac } from 'node:crypto';
import type { Aal } from '@conque/domain/permissions/mfa';
import { jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 3600;

export type AccessClaims = {
  sub: string;
  email: string;
  session_id: string;
  role: 'authenticated';
  aal: Aal;
  amr: { method: string; timestamp: number }[];
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: false;
};

const key = (secret: string) => new TextEncoder().encode(secret);

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

/**
 * An HS256 JWT (RFC 7519) with GoTrue's claims. Signed with node:crypto's HMAC rather than jose's
 * SignJWT, which imports the key and signs through WebCrypto's asynchronous jobs at every call: a
 * tenth of a token refresh's CPU (bench/auth.ts). jose still verifies every token, these included.
 */
export const signAccessToken = async (
  secret: string,
  issuer: string,
  claims: AccessClaims,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> => {
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const payload = encode({
    ...claims,
    phone: '',
    iss: issuer,
    aud: 'authenticated',
    iat: now,
    exp: expiresAt,
  });
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return { token: `${HEADER}.${payload}.${signature}`, expiresAt };
};

/**
 * Tokens already verified, per signing secret, until they expire: every request of a signed-in user
 * carries the same token for an hour, and verifying it again (WebCrypto's key import and HMAC, claim
 * checks) was a fifth of the server's time on GET /api/profile (bench/auth.ts). The same token
 * string under the same secret always verifies the same way; only its expiry is checked again.
 */
const verified = new Map<string, Map<string, AccessClaims & { exp: number }>>();
const MAX_VERIFIED = 5_000;
// Expired tokens are dropped once a minute, not only when seen again or pushed out by the 5 000th.
const SWEEP_MS = 60_000;
let sweptAt = 0;

const sweepExpired = () => {
  sweptAt = Date.now();
  const now = Math.floor(sweptAt / 1000);
  for (const tokens of verified.values())
    for (const [token, claims] of tokens) if (claims.exp <= now) tokens.delete(token);
};

/** How many verified tokens are kept (all secrets). */
export const keptTokenCount = () => [...verified.values()].reduce((sum, tokens) => sum + tokens.size, 0);

/** Returns the claims of a valid, unexpired token, or undefined. */
export const verifyAccessToken = async (secret: string, token: string): Promise<AccessClaims | undefined> => {
  const known = verified.get(secret)?.get(token);
  if (known) {
    if (known.exp > Math.floor(Date.now() / 1000)) return known;
    verified.get(secret)?.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      // A token without an expiry would never end; every token we sign has one.
      requiredClaims: ['exp', 'sub', 'session_id'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return undefined;
    const claims = payload as unknown as AccessClaims & { exp: number };
    if (Date.now() - sweptAt >= SWEEP_MS) sweepExpired();
    const tokens = verified.get(secret) ?? new Map<string, AccessClaims & { exp: number }>();
    verified.set(secret, tokens);
    if (tokens.size >= MAX_VERIFIED) {
      const oldest = tokens.keys().next().value;
      if (oldest !== undefined) tokens.delete(oldest);
    }
    tokens.set(token, claims);
    return claims;
  } catch {
    return undefined;
  }
};
