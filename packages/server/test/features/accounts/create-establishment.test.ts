import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments, profiles, users } from '../../../src/db/schema/index';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, establishmentBody, snapshot } from './accounts-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newManager = async () => {
  const signed = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: null });
  await t.db
    .update(users)
    .set({ userMetadata: { role: 'manager', first_name: 'Camille', establishment_id: null } })
    .where(eq(users.id, signed.user.id));
  return signed;
};

const create = (token: string, body: unknown) => t.request('/api/rpc/create_establishment', { body, token });

describe('POST /api/rpc/create_establishment', () => {
  it('creates the establishment and makes the manager its owner, in the profile and the metadata', async () => {
    const { user, token } = await newManager();
    const body = establishmentBody(user.id, { p_name: '  Audition Lumière ', p_billing_city: 'Lyon' });
    const response = await create(token, body);
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string };
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Audition Lumière',
      siret: body.p_siret,
      billing_street_address: '4 place Bellecour',
      billing_postal_code: '69002',
      billing_city: 'Lyon',
      mfa_required: false,
    });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ establishmentId: created.id, isOwner: true, role: 'manager' });
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.userMetadata).toEqual({
      role: 'manager',
      first_name: 'Camille',
      establishment_id: created.id,
    });

    const view = await t.request('/api/profile', { token });
    expect(await view.json()).toMatchObject({
      establishment_id: created.id,
      is_owner: true,
      establishment: created,
    });
  });

  it('refuses a second establishment to the same manager, writing nothing', async () => {
    const { user, token } = await newManager();
    expect((await create(token, establishmentBody(user.id))).status).toBe(201);
    const before = await snapshot(t.db);
    const again = await create(token, establishmentBody(user.id));
    expect(again.status).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers a duplicate SIRET with 409, the existing name and nothing written', async () => {
    const existing = await insertEstablishment(t.db, { name: 'Audition Bellecour' });
    const { user, token } = await newManager();
    const before = await snapshot(t.db);
    // Spaces around the SIRET are trimmed by the schema, so this is the same number.
    const response = await create(token, establishmentBody(user.id, { p_siret: ` ${existing.siret} ` }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: '23505',
        message:
          "Un établissement avec ce numéro SIRET existe déjà (Audition Bellecour). Veuillez contacter votre manager pour plus d'informations",
        existing_name: 'Audition Bellecour',
      },
    });
    expect(await snapshot(t.db)).toEqual(before);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ establishmentId: null, isOwner: false });
  });

  it('creates one establishment only when the setup form is sent twice at once', async () => {
    const { user, token } = await newManager();
    const count = () => t.db.$count(establishments);
    const before = await count();
    const responses = await Promise.all([
      create(token, establishmentBody(user.id)),
      create(token, establishmentBody(user.id)),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await count()).toBe(before + 1);
  });

  it('gives one of two managers racing for the same SIRET the 409', async () => {
    const first = await newManager();
    const second = await newManager();
    const siret = establishmentBody(first.user.id).p_siret;
    const responses = await Promise.all([
      create(first.token, establishmentBody(first.user.id, { p_siret: siret, p_name: 'Audition A' })),
      create(second.token, establishmentBody(second.user.id, { p_siret: siret, p_name: 'Audition B' })),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const conflict = responses.find((r) => r.status === 409);
    const json = (await conflict?.json()) as ErrorJson;
    expect(['Audition A', 'Audition B']).toContain(json.error.existing_name);
    expect(await t.db.$count(establishments, eq(establishments.siret, siret))).toBe(1);
  });
});
