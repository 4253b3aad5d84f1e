import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccessClaims, keptTokenCount, signAccessToken, verifyAccessToken } from '../../src/kernel/jwt';

// verifyAccessToken keeps the tokens it verified: a kept token must still expire on time,
// and must not be taken under another secret.

const SECRET = 'jwt-test-secret-jwt-test-secret-0123456789';
const claims: AccessClaims = {
  sub: '0b6d2a4e-8f4e-4c55-9a0f-0d1c2b3a4e5f',
  email: 'anne@example.fr',
  session_id: '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
  role: 'authenticated',
  aal: 'aal1',
  amr: [{ method: 'password', timestamp: 0 }],
  app_metadata: {},
  user_metadata: {},
  is_anonymous: false,
};

afterEach(() => vi.useRealTimers());

describe('signAccessToken', () => {
  it("signs an HS256 JWT that jose verifies, with GoTrue's claims, audience, issuer and an hour of life", async () => {
    const now = Math.floor(Date.now() / 1000);
    const { token, expiresAt } = await signAccessToken(SECRET, 'http://conque.test/auth/v1', claims, now);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      issuer: 'http://conque.test/auth/v1',
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      ...claims,
      phone: '',
      iss: 'http://conque.test/auth/v1',
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
    });
    expect(expiresAt).toBe(now + 3600);
  });
});

describe('verifyAccessToken', () => {
  it('answers a token it verified before, until the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Math.floor(Date.now() / 1000);
    // Issued almost an hour ago: 10 s left.
    const { token } = await signAccessToken(SECRET, 'http://conque.test/auth/v1', claims, now - 3590);
    expect(await verifyAccessToken(SECRET, token)).toMatchObject({ sub: claims.sub });
    expect(await verifyAccessToken(SECRET, token)).toMatchObject({ sub: claims.sub });
    vi.setSystemTime((now + 11) * 1000);
    expect(await verifyAccessToken(SECRET, token)).toBeUndefined();
  });

  it('drops the expired tokens it kept, a minute at the latest after their expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Math.floor(Date.now() / 1000);
    for (const sub of ['a', 'b', 'c']) {
      const { token } = await signAccessToken(
        SECRET,
        'http://conque.test/auth/v1',
        { ...claims, sub },
        now - 3590,
      );
      await verifyAccessToken(SECRET, token);
    }
    const kept = keptTokenCount();
    vi.setSystemTime((now + 120) * 1000);
    const { token } = await signAccessToken(SECRET, 'http://conque.test/auth/v1', claims);
    await verifyAccessToken(SECRET, token);
    expect(keptTokenCount()).toBeLessThanOrEqual(kept - 3 + 1);
  });

  it('never takes a token verified under one secret for another', async () => {
    const { token } = await signAccessToken(SECRET, 'http://conque.test/auth/v1', claims);
    expect(await verifyAccessToken(SECRET, token)).toBeDefined();
    expect(await verifyAccessToken(`${SECRET}-autre`, token)).toBeUndefined();
    expect(await verifyAccessToken(SECRET, `${token.slice(0, -2)}xx`)).toBeUndefined();
  });
});
