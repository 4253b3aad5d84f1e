import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../../src/db/schema/index';
import { insertEstablishment, insertUser, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/profile', () => {
  it('answers the profile and its establishment in the spec field names', async () => {
    const establishment = await insertEstablishment(t.db);
    const { profile, token } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
      isOwner: true,
      firstName: 'Élodie',
      lastName: 'Garnier',
    });
    const response = await t.request('/api/profile', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: profile.id,
      email: profile.email,
      first_name: 'Élodie',
      last_name: 'Garnier',
      role: 'manager',
      establishment_id: establishment.id,
      is_owner: true,
      created_at: profile.createdAt.toISOString(),
      establishment: {
        id: establishment.id,
        name: establishment.name,
        siret: establishment.siret,
        billing_street_address: establishment.billingStreetAddress,
        billing_postal_code: establishment.billingPostalCode,
        billing_city: establishment.billingCity,
        mfa_required: false,
      },
      prescriber_number: null,
    });
  });

  it('answers null names and a null establishment as they are (the profile modal reads them)', async () => {
    const { token } = await signedInUser(t.db, t.config, {
      role: 'preparator',
      firstName: null,
      lastName: null,
    });
    const json = await (await t.request('/api/profile', { token })).json();
    expect(json).toMatchObject({
      first_name: null,
      last_name: null,
      establishment_id: null,
      establishment: null,
    });
  });
});

describe('PATCH /api/profile', () => {
  it('saves trimmed names in the profile and merges them into the user metadata', async () => {
    const { user, token } = await signedInUser(t.db, t.config, {
      role: 'user',
      firstName: null,
      lastName: null,
    });
    await t.db
      .update(users)
      .set({ userMetadata: { role: 'user', establishment_id: null, invitation_id: 'abc' } })
      .where(eq(users.id, user.id));
    const { profile: bystander } = await insertUser(t.db, { firstName: 'Paul', lastName: 'Henry' });

    const response = await t.request('/api/profile', {
      method: 'PATCH',
      body: { first_name: ' Inès ', last_name: 'Roux' },
      token,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, first_name: 'Inès', last_name: 'Roux' });

    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.userMetadata).toEqual({
      role: 'user',
      establishment_id: null,
      invitation_id: 'abc',
      first_name: 'Inès',
      last_name: 'Roux',
    });
    const [other] = await t.db.select().from(profiles).where(eq(profiles.id, bystander.id));
    expect(other).toMatchObject({ firstName: 'Paul', lastName: 'Henry' });
  });
});

describe('PUT /api/profile/prescriber-number (decision 144)', () => {
  it('keeps an RPPS or ADELI number, spaces dropped, and forgets it when emptied', async () => {
    const { token } = await signedInUser(t.db, t.config, { role: 'user' });
    const put = (value: unknown) =>
      t.request('/api/profile/prescriber-number', {
        method: 'PUT',
        token,
        body: { prescriber_number: value },
      });
    const rpps = await put('101 0123 4567');
    expect(rpps.status).toBe(200);
    expect(((await rpps.json()) as { prescriber_number: string }).prescriber_number).toBe('10101234567');
    expect(((await (await put('2a1234567')).json()) as { prescriber_number: string }).prescriber_number).toBe(
      '2A1234567',
    );
    expect(
      ((await (await t.request('/api/profile', { token })).json()) as { prescriber_number: string })
        .prescriber_number,
    ).toBe('2A1234567');
    expect(((await (await put('')).json()) as { prescriber_number: null }).prescriber_number).toBeNull();
  });

  it.each([
    ['1234567890', 'ten digits'],
    ['123456789012', 'twelve digits'],
    ['69123456A', 'a letter at the end'],
  ])('refuses %s (%s) with a 400 naming the field, and keeps the number', async (value) => {
    const { token, profile } = await signedInUser(t.db, t.config, { role: 'user' });
    const response = await t.request('/api/profile/prescriber-number', {
      method: 'PUT',
      token,
      body: { prescriber_number: value },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message:
          'Numéro RPPS ou ADELI : Le numéro RPPS compte 11 chiffres, le numéro ADELI 9 caractères (ex. 691234567)',
        field: 'prescriber_number',
      },
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row?.prescriberNumber).toBeNull();
  });
});
