import { afterAll, describe, expect, it } from 'vitest';
import { insertDeliveryAddress, insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { addressSnapshot, type ErrorJson, newAddress } from './delivery-addresses-test-kit';

// docs/design.md §3: bad input is a 4xx naming the field in French, never a 500, never a partial row. The
// caller is the establishment's manager, so only the input can be the reason.

const t: TestApp = await createTestApp();
const establishment = await insertEstablishment(t.db);
const { token } = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
afterAll(() => t.close());

const REQUIRED = 'Ce champ est obligatoire';
const wrongType = (label: string) => new RegExp(`^${label} : `);
type Case = [
  label: string,
  method: string,
  path: string,
  body: unknown,
  status: number,
  message: string | RegExp,
];

const post = (label: string, body: unknown, status: number, message: string | RegExp): Case => [
  label,
  'POST',
  '/api/delivery-addresses',
  body,
  status,
  message,
];
const without = (field: string) => {
  const body: Record<string, unknown> = newAddress();
  delete body[field];
  return body;
};

const CASES: Case[] = [
  post('a non-JSON body', '{"name": ', 400, "Le corps de la requête n'est pas un JSON valide."),
  post('an empty body', '', 400, "Le corps de la requête n'est pas un JSON valide."),
  post('null', 'null', 400, wrongType('corps de la requête')),
  post('an array', '[]', 400, wrongType('corps de la requête')),
  post(
    'a body over 64 KB',
    newAddress({ name: 'x'.repeat(70 * 1024) }),
    413,
    'La requête est trop volumineuse.',
  ),
  post('no name', without('name'), 400, `Nom : ${REQUIRED}`),
  post('no street address', without('streetAddress'), 400, `Adresse : ${REQUIRED}`),
  post('no postal code', without('postalCode'), 400, `Code postal : ${REQUIRED}`),
  post('no city', without('city'), 400, `Ville : ${REQUIRED}`),
  post('a blank name', newAddress({ name: '   ' }), 400, `Nom : ${REQUIRED}`),
  post(
    'a 4-digit postal code',
    newAddress({ postalCode: '6900' }),
    400,
    'Code postal : Le code postal doit contenir 5 chiffres',
  ),
  post(
    'a 6-digit postal code',
    newAddress({ postalCode: '690011' }),
    400,
    'Code postal : Le code postal doit contenir 5 chiffres',
  ),
  post(
    'letters in the postal code',
    newAddress({ postalCode: '2A004' }),
    400,
    'Code postal : Le code postal doit contenir 5 chiffres',
  ),
  post('a number as postal code', newAddress({ postalCode: 69004 }), 400, wrongType('Code postal')),
  post('a string as isDefault', newAddress({ isDefault: 'oui' }), 400, wrongType('Adresse par défaut')),
  post('a number as city', newAddress({ city: 69 }), 400, wrongType('Ville')),
  post(
    'a 301-character street',
    newAddress({ streetAddress: 'r'.repeat(301) }),
    400,
    'Adresse : 300 caractères au maximum',
  ),
  post(
    'an establishment id',
    newAddress({ establishment_id: establishment.id }),
    400,
    'Champ inconnu : establishment_id',
  ),
  post(
    'the table names instead',
    { name: 'A', street_address: 'x', postal_code: '69001', city: 'Lyon' },
    400,
    `Adresse : ${REQUIRED}`,
  ),
  [
    'DELETE with an id that is not a UUID',
    'DELETE',
    '/api/delivery-addresses/42',
    undefined,
    400,
    'Adresse de livraison : Identifiant invalide',
  ],
  [
    'default with an id that is not a UUID',
    'POST',
    "/api/delivery-addresses/1'or'1/default",
    undefined,
    400,
    'Adresse de livraison : Identifiant invalide',
  ],
  [
    'DELETE of an unknown address',
    'DELETE',
    '/api/delivery-addresses/00000000-0000-4000-8000-000000000000',
    undefined,
    404,
    'Adresse de livraison introuvable.',
  ],
];

describe('bad input to the delivery address calls', () => {
  it.each(CASES)('%s → %i', async (_label, method, path, body, status, message) => {
    const before = await addressSnapshot(t.db);
    const response = await t.request(path, { method, body, token });
    expect(response.status).toBe(status);
    const json = (await response.json()) as ErrorJson;
    if (typeof message === 'string') expect(json.error.message).toBe(message);
    else expect(json.error.message).toMatch(message);
    expect(await addressSnapshot(t.db)).toEqual(before);
  });

  it('ignores a query string the list does not take', async () => {
    const response = await t.request(`/api/delivery-addresses?establishment_id=${address.establishmentId}x`, {
      token,
    });
    expect(response.status).toBe(200);
  });
});
