import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, establishmentBody, snapshot } from './accounts-test-kit';

// docs/design.md §3: bad input is a 4xx naming the field in French, never a 500, never a partial row.
// Every call is made by a caller allowed to make it, so only the input can be the reason.

// Top-level await: the rows below are built at collection time and need the caller's ids.
const t: TestApp = await createTestApp();
const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: null });
const { token } = manager;
const userId = manager.user.id;
const email = manager.user.email;
afterAll(() => t.close());

const REQUIRED = 'Ce champ est obligatoire';
const OVERSIZED = { filler: 'x'.repeat(70 * 1024) };

type Case = [label: string, body: unknown, status: number, message: string | RegExp];

// A wrong type is reported under the field's French label; whether the text then says "type
// invalide" or "obligatoire" is up to http/parse-input.ts (zod 4 leaves `issue.input` out unless
// asked with reportInput), so only the label is pinned here.
const wrongType = (label: string) => new RegExp(`^${label} : `);

/** What every JSON body endpoint must refuse, whatever its fields. */
const anyBody: Case[] = [
  ['non-JSON body', '{"first_name": ', 400, "Le corps de la requête n'est pas un JSON valide."],
  ['empty body', '', 400, "Le corps de la requête n'est pas un JSON valide."],
  ['null', 'null', 400, wrongType('corps de la requête')],
  ['an array', '[]', 400, wrongType('corps de la requête')],
  ['a string', '"bonjour"', 400, wrongType('corps de la requête')],
  ['oversized body (> 64 KB)', OVERSIZED, 413, 'La requête est trop volumineuse.'],
];

const names = { first_name: 'Inès', last_name: 'Roux' };
const invitation = { email: 'lea@example.fr', invitationCode: 'ABCD1234' };
const profileBody = () => ({ userId, email, role: 'manager' });

const ENDPOINTS: { name: string; method: string; path: string; cases: () => Case[] }[] = [
  {
    name: 'PATCH /api/profile',
    method: 'PATCH',
    path: '/api/profile',
    cases: () => [
      ['missing first_name', { last_name: 'Roux' }, 400, `Prénom : ${REQUIRED}`],
      ['missing last_name', { first_name: 'Inès' }, 400, `Nom : ${REQUIRED}`],
      ['blank first_name', { ...names, first_name: '   ' }, 400, `Prénom : ${REQUIRED}`],
      ['number as last_name', { ...names, last_name: 42 }, 400, wrongType('Nom')],
      [
        'too long first_name',
        { ...names, first_name: 'a'.repeat(101) },
        400,
        'Prénom : 100 caractères au maximum',
      ],
      ['unknown field role', { ...names, role: 'preparator' }, 400, 'Champ inconnu : role'],
      ['unknown field email', { ...names, email: 'x@example.fr' }, 400, 'Champ inconnu : email'],
    ],
  },
  {
    name: 'POST /api/rpc/create_establishment',
    method: 'POST',
    path: '/api/rpc/create_establishment',
    cases: () => [
      ...(
        [
          ['p_name', "Nom de l'établissement"],
          ['p_siret', 'SIRET'],
          ['p_billing_street_address', 'Adresse'],
          ['p_billing_postal_code', 'Code postal'],
          ['p_billing_city', 'Ville'],
          ['p_user_id', 'Utilisateur'],
        ] as const
      ).map(([field, label]): Case => {
        const { [field]: _dropped, ...rest } = establishmentBody(userId);
        return [`missing ${field}`, rest, 400, `${label} : ${REQUIRED}`];
      }),
      [
        '13-digit SIRET',
        establishmentBody(userId, { p_siret: '1234567890123' }),
        400,
        'SIRET : Le numéro SIRET doit contenir 14 chiffres',
      ],
      [
        'SIRET with letters',
        establishmentBody(userId, { p_siret: '1234567890123A' }),
        400,
        'SIRET : Le numéro SIRET doit contenir 14 chiffres',
      ],
      ['SIRET as a number', establishmentBody(userId, { p_siret: 12345678901234 }), 400, wrongType('SIRET')],
      [
        'SIRET with a wrong key',
        establishmentBody(userId, { p_siret: '12345678901234' }),
        400,
        'SIRET : Le numéro SIRET est invalide',
      ],
      [
        '4-digit postal code',
        establishmentBody(userId, { p_billing_postal_code: '6900' }),
        400,
        'Code postal : Le code postal doit contenir 5 chiffres',
      ],
      [
        'blank name',
        establishmentBody(userId, { p_name: '  ' }),
        400,
        `Nom de l'établissement : ${REQUIRED}`,
      ],
      ['null city', establishmentBody(userId, { p_billing_city: null }), 400, wrongType('Ville')],
      [
        'p_user_id not a UUID',
        establishmentBody(userId, { p_user_id: 'moi' }),
        400,
        'Utilisateur : Identifiant invalide',
      ],
      [
        'unknown field p_is_owner',
        establishmentBody(userId, { p_is_owner: true }),
        400,
        'Champ inconnu : p_is_owner',
      ],
      [
        'unprefixed field names',
        { name: 'A', siret: '12345678901234' },
        400,
        `Nom de l'établissement : ${REQUIRED}`,
      ],
    ],
  },
  {
    name: 'POST /api/verify-invitation',
    method: 'POST',
    path: '/api/verify-invitation',
    cases: () => [
      ['missing email', { invitationCode: 'ABCD1234' }, 400, `Email : ${REQUIRED}`],
      ['missing code', { email: 'lea@example.fr' }, 400, `Code d'invitation : ${REQUIRED}`],
      ['malformed email', { ...invitation, email: 'lea' }, 400, 'Email : Adresse email invalide'],
      ['number as code', { ...invitation, invitationCode: 1234 }, 400, wrongType("Code d'invitation")],
      ['unknown field role', { ...invitation, role: 'manager' }, 400, 'Champ inconnu : role'],
    ],
  },
  {
    name: 'POST /api/create-user-profile',
    method: 'POST',
    path: '/api/create-user-profile',
    cases: () => [
      ['missing userId', { email, role: 'manager' }, 400, `Utilisateur : ${REQUIRED}`],
      ['missing email', { userId, role: 'manager' }, 400, `Email : ${REQUIRED}`],
      ['missing role', { userId, email }, 400, `Rôle : ${REQUIRED}`],
      ['userId not a UUID', { ...profileBody(), userId: '42' }, 400, 'Utilisateur : Identifiant invalide'],
      ['unknown role', { ...profileBody(), role: 'admin' }, 400, 'Rôle : Rôle inconnu'],
      [
        'establishmentId not a UUID',
        { ...profileBody(), establishmentId: 'x' },
        400,
        'Établissement : Identifiant invalide',
      ],
      ['number as firstName', { ...profileBody(), firstName: 1 }, 400, wrongType('Prénom')],
      ['unknown field is_owner', { ...profileBody(), is_owner: true }, 400, 'Champ inconnu : is_owner'],
    ],
  },
];

const ROWS = ENDPOINTS.flatMap(({ name, method, path, cases }) =>
  [...anyBody, ...cases()].map(([label, body, status, message]) => ({
    name,
    method,
    path,
    label,
    body,
    status,
    message,
  })),
);

describe('bad input to the account area', () => {
  it.each(ROWS)('$name with $label → $status', async ({ method, path, body, status, message }) => {
    const before = await snapshot(t.db);
    const response = await t.request(path, { method, body, token });
    expect(response.status).toBe(status);
    const json = (await response.json()) as ErrorJson;
    if (typeof message === 'string') expect(json.error.message).toBe(message);
    else expect(json.error.message).toMatch(message);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it.each([
    ['13 digits', '1234567890123'],
    ['15 digits', '123456789012345'],
    ['letters', 'abcdefghijklmn'],
    ['spaces', '123%20456%20789%2001234'],
    ['SQL', "1'%20or%20'1'='1"],
  ])('GET /api/establishments/by-siret/:siret with %s → 400 naming the SIRET', async (_label, siret) => {
    const response = await t.request(`/api/establishments/by-siret/${siret}`, { token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'SIRET : Le numéro SIRET doit contenir 14 chiffres',
    );
  });

  it('GET /api/profile ignores a query string it does not take', async () => {
    const response = await t.request('/api/profile?id=other', { token });
    expect(response.status).toBe(200);
  });
});
