import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords';
import { loadCurrentUser } from '../../src/http/require-user';
import { FACTORY_PASSWORD, signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('app core', () => {
  it('answers an unknown API path with a French 404 and the security headers', async () => {
    const response = await t.request('/api/inconnu');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'Ressource introuvable.' },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses an oversized body with 413 and a French message', async () => {
    const response = await t.request('/api/send-contact-email', { body: { message: 'x'.repeat(70_000) } });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'La requête est trop volumineuse.',
    );
  });

  it('recognises a factory user by its access token, and its password', async () => {
    const { user, token } = await signedInUser(t.db, t.config, { role: 'user' });
    const current = await loadCurrentUser(
      { db: t.db, config: t.config, now: () => new Date(), storage: t.storage },
      `Bearer ${token}`,
    );
    expect(current?.id).toBe(user.id);
    expect(current?.profile?.role).toBe('user');
    expect(await verifyPassword(user.encryptedPassword, FACTORY_PASSWORD)).toBe(true);
    expect(
      await loadCurrentUser(
        { db: t.db, config: t.config, now: () => new Date(), storage: t.storage },
        'Bearer nope',
      ),
    ).toBeUndefined();
  });
});
