import type { UserListItem } from '@conque/domain/collaborators/api-types';
import { afterAll, describe, expect, it } from 'vitest';
import { insertEstablishment, insertUser, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

// Spec 001 §2 users page: every account, its role and establishment, searched, 10 a page.

const t: TestApp = await createTestApp();
afterAll(() => t.close());
const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
type UsersPage = { items: UserListItem[]; total: number; page: number; pageSize: number };
const users = async (query = '') =>
  (await (await t.request(`/api/users${query}`, { token: preparator.token })).json()) as UsersPage;

describe('GET /api/users', () => {
  it('lists every account newest first with its establishment name, 10 a page', async () => {
    const establishment = await insertEstablishment(t.db, { name: 'Audition Saint-Exupéry' });
    for (let i = 0; i < 11; i += 1) {
      await insertUser(t.db, {
        email: `liste-${i}@exemple.fr`,
        role: 'user',
        establishmentId: establishment.id,
        lastName: `Liste${i}`,
      });
    }
    const first = await users();
    expect(first.total).toBe(12);
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      email: 'liste-10@exemple.fr',
      role: 'user',
      establishment_id: establishment.id,
      establishment_name: 'Audition Saint-Exupéry',
    });
    const second = await users('?page=2');
    expect(second.items.map((u) => u.email)).toEqual(['liste-0@exemple.fr', preparator.profile.email]);
    expect(second.items[1]?.establishment_name).toBeNull();
  });

  it.each([
    ['LISTE-3', ['liste-3@exemple.fr']],
    ['liste5', ['liste-5@exemple.fr']],
    ['saint-exup', 11],
    ['50%', []],
  ] as const)('searches %s in e-mails, names and establishment names', async (search, expected) => {
    const page = await users(`?search=${encodeURIComponent(search)}`);
    if (typeof expected === 'number') expect(page.total).toBe(expected);
    else expect(page.items.map((u) => u.email)).toEqual(expected);
  });
});
