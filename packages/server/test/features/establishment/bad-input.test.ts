import { afterAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser, uniqueSiret } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { addressSnapshot, type ErrorJson } from '../delivery-addresses/delivery-addresses-test-kit';

// docs/design.md §3, spec 001 §5 "Establishment": the setup form's rules, the field named in French.

const t: TestApp = await createTestApp();
const establishment = await insertEstablishment(t.db);
const { token } = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
afterAll(() => t.close());

const REQUIRED = 'Ce champ est obligatoire';
const wrongType = (label: string) => new RegExp(`^${label} : `);
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Audition Lumière',
  siret: uniqueSiret(),
  billing_street_address: '4 place Bellecour',
  billing_postal_code: '69002',
  billing_city: 'Lyon',
  ...overrides,
});
const without = (field: string) => {
  const body: Record<string, unknown> = form();
  delete body[field];
  return body;
};

const CASES: [string, unknown, number, string | RegExp][] = [
  ['a non-JSON body', '{"name": ', 400, "Le corps de la requête n'est pas un JSON valide."],
  ['an empty body', '', 400, "Le corps de la requête n'est pas un JSON valide."],
  ['a string', '"Audition"', 400, wrongType('corps de la requête')],
  ['a body over 64 KB', form({ name: 'x'.repeat(70 * 1024) }), 413, 'La requête est trop volumineuse.'],
  ['no name', without('name'), 400, `Nom : ${REQUIRED}`],
  ['no SIRET', without('siret'), 400, `SIRET : ${REQUIRED}`],
  ['no billing address', without('billing_street_address'), 400, `Adresse : ${REQUIRED}`],
  ['no postal code', without('billing_postal_code'), 400, `Code postal : ${REQUIRED}`],
  ['no city', without('billing_city'), 400, `Ville : ${REQUIRED}`],
  [
    'a 13-digit SIRET',
    form({ siret: '1234567890123' }),
    400,
    'SIRET : Le numéro SIRET doit contenir 14 chiffres',
  ],
  [
    'a SIRET with spaces inside',
    form({ siret: '123 456 789 01234' }),
    400,
    'SIRET : Le numéro SIRET doit contenir 14 chiffres',
  ],
  ['a SIRET as a number', form({ siret: 12345678901234 }), 400, wrongType('SIRET')],
  // 14 digits whose key is wrong (Danone's head office, last digit + 1).
  [
    'a SIRET with a wrong key',
    form({ siret: '55203253400647' }),
    400,
    'SIRET : Le numéro SIRET est invalide',
  ],
  [
    'a La Poste SIRET whose digits do not sum to a multiple of 5',
    form({ siret: '35600000049838' }),
    400,
    'SIRET : Le numéro SIRET est invalide',
  ],
  [
    'a 4-digit postal code',
    form({ billing_postal_code: '6900' }),
    400,
    'Code postal : Le code postal doit contenir 5 chiffres',
  ],
  ['a blank city', form({ billing_city: ' ' }), 400, `Ville : ${REQUIRED}`],
  ['a null name', form({ name: null }), 400, wrongType('Nom')],
  ['an id', form({ id: establishment.id }), 400, 'Champ inconnu : id'],
  ['the RPC names', { p_name: 'A', p_siret: uniqueSiret() }, 400, `Nom : ${REQUIRED}`],
];

describe('bad input to PATCH /api/establishment', () => {
  it.each(CASES)('%s → %i', async (_label, body, status, message) => {
    const before = await addressSnapshot(t.db);
    const response = await t.request('/api/establishment', { method: 'PATCH', body, token });
    expect(response.status).toBe(status);
    const json = (await response.json()) as ErrorJson;
    if (typeof message === 'string') expect(json.error.message).toBe(message);
    else expect(json.error.message).toMatch(message);
    expect(await addressSnapshot(t.db)).toEqual(before);
  });
});
