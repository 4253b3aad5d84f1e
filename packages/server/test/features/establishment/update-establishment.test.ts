import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../../../src/db/schema/index';
import { insertEstablishment, signedInUser, uniqueSiret } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { addressSnapshot } from '../delivery-addresses/delivery-addresses-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Audition Confluence',
  siret: uniqueSiret(),
  billing_street_address: '112 cours Charlemagne',
  billing_postal_code: '69002',
  billing_city: 'Lyon',
  ...overrides,
});

const manager = async () => {
  const establishment = await insertEstablishment(t.db);
  const { token } = await signedInUser(t.db, t.config, {
    role: 'manager',
    establishmentId: establishment.id,
  });
  return { establishment, token };
};
const patch = (token: string, body: unknown) =>
  t.request('/api/establishment', { method: 'PATCH', body, token });

describe('PATCH /api/establishment', () => {
  it("saves the manager's establishment, trimmed, and answers it in the spec names", async () => {
    const { establishment, token } = await manager();
    const body = form({ name: '  Audition Confluence ', billing_city: ' Lyon ' });
    const response = await patch(token, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: establishment.id,
      name: 'Audition Confluence',
      siret: body.siret,
      billing_street_address: '112 cours Charlemagne',
      billing_postal_code: '69002',
      billing_city: 'Lyon',
      mfa_required: false,
    });
    const [row] = await t.db.select().from(establishments).where(eq(establishments.id, establishment.id));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(establishment.updatedAt.getTime());
    const profile = await (await t.request('/api/profile', { token })).json();
    expect(profile).toMatchObject({ establishment: { name: 'Audition Confluence', siret: body.siret } });
  });

  it('keeps its own SIRET without a conflict', async () => {
    const { establishment, token } = await manager();
    const response = await patch(token, form({ siret: establishment.siret, name: 'Nouveau nom' }));
    expect(response.status).toBe(200);
  });

  it("answers another establishment's SIRET with create_establishment's 409, changing nothing", async () => {
    const existing = await insertEstablishment(t.db, { name: 'Audition Bellecour' });
    const { token } = await manager();
    const before = await addressSnapshot(t.db);
    const response = await patch(token, form({ siret: existing.siret }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: '23505',
        message:
          "Un établissement avec ce numéro SIRET existe déjà (Audition Bellecour). Veuillez contacter votre manager pour plus d'informations",
        existing_name: 'Audition Bellecour',
      },
    });
    expect(await addressSnapshot(t.db)).toEqual(before);
  });
});
