import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 3600;

export type AccessClaims = {
  sub: string;
  email: string;
  session_id: string;
  role: 'authenticated';
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: false;
};

const key = (secret: string) => new TextEncoder().encode(secret);

export const signAccessToken = async (
  secret: string,
  issuer: string,
  claims: AccessClaims,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> => {
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({ ...claims, phone: '' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
};

/** Returns the claims of a valid, unexpired token, or undefined. */
export const verifyAccessToken = async (secret: string, token: string): Promise<AccessClaims | undefined> => {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      // A token without an expiry would never end; every token we sign has one.
      requiredClaims: ['exp', 'sub', 'session_id'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return undefined;
    return payload as unknown as AccessClaims;
  } catch {
    return undefined;
  }
};
