import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index';
import { insertEstablishment, insertUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { snapshot } from './accounts-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirm = (body: unknown) => t.request('/api/create-user-profile', { body });

const NOT_FOUND = { error: { code: 'not_found', message: 'Aucun profil ne correspond à ce compte.' } };

describe('POST /api/create-user-profile', () => {
  it('confirms the profile made at sign-up, without a session and whatever the e-mail case', async () => {
    const { profile } = await insertUser(t.db, { role: 'manager', confirmed: false });
    const response = await confirm({
      userId: profile.id,
      email: profile.email.toUpperCase(),
      role: 'manager',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: null });
  });

  it('takes no role, establishment or name from the body (docs/design.md §4)', async () => {
    const { profile } = await insertUser(t.db, { role: 'user', confirmed: false });
    const foreign = await insertEstablishment(t.db);
    const before = await snapshot(t.db);
    const response = await confirm({
      userId: profile.id,
      email: profile.email,
      role: 'preparator',
      firstName: 'Pirate',
      lastName: 'Pirate',
      establishmentId: foreign.id,
    });
    expect(response.status).toBe(200);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers 404 in French for an unknown id, another e-mail, or an account without a profile', async () => {
    const { profile } = await insertUser(t.db);
    const [bare] = await t.db
      .insert(users)
      .values({ email: 'sans-profil@example.fr', encryptedPassword: 'x' })
      .returning();
    const bodies = [
      { userId: '7b0f1f7e-8d1e-4c36-9b5e-1f1b6f0c2a11', email: profile.email, role: 'manager' },
      { userId: profile.id, email: 'autre@example.fr', role: 'manager' },
      { userId: bare?.id, email: 'sans-profil@example.fr', role: 'manager' },
    ];
    for (const body of bodies) {
      const response = await confirm(body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });
});
