import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser, uniqueSiret } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/establishments/by-siret/:siret', () => {
  it('names the establishment holding the SIRET for a manager setting up', async () => {
    const existing = await insertEstablishment(t.db, { name: 'Audition Bellecour' });
    const { token } = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: null });
    const response = await t.request(`/api/establishments/by-siret/${existing.siret}`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'Audition Bellecour' });
  });

  it('answers an unknown SIRET and a hidden establishment alike, revealing nothing', async () => {
    const own = await insertEstablishment(t.db);
    const hidden = await insertEstablishment(t.db);
    const { token } = await signedInUser(t.db, t.config, { role: 'user', establishmentId: own.id });
    const answers = [];
    for (const siret of [uniqueSiret(), hidden.siret]) {
      const response = await t.request(`/api/establishments/by-siret/${siret}`, { token });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Élément introuvable.' } },
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('refuses a SIRET whose key is wrong, as any bad input (400, the field named)', async () => {
    const { token } = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: null });
    const response = await t.request('/api/establishments/by-siret/12345678901234', { token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'SIRET : Le numéro SIRET est invalide',
    );
  });
});
