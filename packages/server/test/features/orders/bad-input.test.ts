import { afterAll, describe, expect, it } from 'vitest';
import { insertEstablishment, insertOrder, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { CLASSIC_DETAILS, type ErrorJson, ordersSnapshot } from './orders-test-kit';

// docs/design.md §3: bad input is a 4xx naming the field in French, never a 500, never a partial row. Every
// call is made by a caller allowed to make it, on its own draft, so only the input can be the reason.

const t: TestApp = await createTestApp();
const establishment = await insertEstablishment(t.db);
const { token, user } = await signedInUser(t.db, t.config, {
  role: 'user',
  establishmentId: establishment.id,
});
const draft = await insertOrder(t.db, { establishmentId: establishment.id, createdBy: user.id });
afterAll(() => t.close());

const REQUIRED = 'Ce champ est obligatoire';
const INVALID_ID = 'Identifiant invalide';
const OVERSIZED = { filler: 'x'.repeat(70 * 1024) };
const wrongType = (label: string) => new RegExp(`^${label} : `);

type Case = [label: string, body: unknown, status: number, message: string | RegExp];

const anyBody: Case[] = [
  ['non-JSON body', '{"orderId": ', 400, "Le corps de la requête n'est pas un JSON valide."],
  ['empty body', '', 400, "Le corps de la requête n'est pas un JSON valide."],
  ['null', 'null', 400, wrongType('corps de la requête')],
  ['an array', '[]', 400, wrongType('corps de la requête')],
  ['oversized body (> 64 KB)', OVERSIZED, 413, 'La requête est trop volumineuse.'],
];

const updates = (value: Record<string, unknown>) => ({ orderId: draft.id, updates: value });

const BODY_ENDPOINTS: { path: string; cases: Case[] }[] = [
  {
    path: '/api/rpc/create_draft_order',
    cases: [
      [
        'unknown field establishment_id',
        { establishment_id: establishment.id },
        400,
        'Champ inconnu : establishment_id',
      ],
      ['unknown field created_by', { created_by: user.id }, 400, 'Champ inconnu : created_by'],
      ['status registered', { status: 'registered' }, 400, wrongType('Statut')],
      ['number as first name', { patient_first_name: 42 }, 400, wrongType('Prénom du patient')],
      [
        'too long last name',
        { patient_last_name: 'a'.repeat(101) },
        400,
        'Nom du patient : 100 caractères au maximum',
      ],
      [
        'unknown gender',
        { patient_gender: 'x' },
        400,
        'Genre : valeur invalide (valeurs possibles : male, female, other)',
      ],
      [
        'unknown shipping method',
        { shipping_method: 'drone' },
        400,
        'Mode de livraison : Veuillez sélectionner un mode de livraison',
      ],
      ['address not a UUID', { shipping_address: '12' }, 400, `Adresse de livraison : ${INVALID_ID}`],
      [
        'unknown address',
        { shipping_address: '00000000-0000-4000-8000-000000000000' },
        400,
        'Adresse de livraison : Veuillez sélectionner une adresse de livraison',
      ],
      ['unknown tip type', { details: { type: 'gold' } }, 400, /^Type d'embout : /],
      [
        'special marking of 8 characters',
        { details: { ...CLASSIC_DETAILS, left: { ...CLASSIC_DETAILS.left, specialMarking: 'ABCDEFGH' } } },
        400,
        /^Marquage spécial : /,
      ],
      [
        'unknown transfer method',
        { transfer_method: 'pigeon' },
        400,
        /^Méthode de transfert des empreintes : /,
      ],
    ],
  },
  {
    path: '/api/update-order',
    cases: [
      ['missing orderId', { updates: {} }, 400, `Commande : ${REQUIRED}`],
      ['missing updates', { orderId: draft.id }, 400, /^updates : /],
      ['orderId not a UUID', { orderId: 'abc', updates: {} }, 400, `Commande : ${INVALID_ID}`],
      ['unknown field at the top', { ...updates({}), force: true }, 400, 'Champ inconnu : force'],
      [
        'unknown field in updates',
        updates({ order_number: '2026-00001' }),
        400,
        'Champ inconnu : order_number',
      ],
      ['a preparator status', updates({ status: 'in_progress' }), 400, wrongType('Statut')],
      ['number as comment', updates({ comment: 3 }), 400, wrongType('Commentaire')],
      [
        'too long comment',
        updates({ comment: 'x'.repeat(5001) }),
        400,
        'Commentaire : 5000 caractères au maximum',
      ],
      [
        'unknown hearing loss',
        updates({ patient_hearing_loss: 'total' }),
        400,
        'Surdité : valeur invalide (valeurs possibles : N/C, mild, moderate, severe, profound)',
      ],
    ],
  },
  {
    path: '/api/calculate-order-prices',
    cases: [
      ['missing order', { shippingMethod: 'standard' }, 400, `Commande : ${REQUIRED}`],
      [
        'missing shippingMethod',
        { order: {} },
        400,
        'Mode de livraison : Veuillez sélectionner un mode de livraison',
      ],
      [
        'toSave as a string',
        { order: {}, shippingMethod: 'standard', toSave: 'yes' },
        400,
        wrongType('Enregistrement'),
      ],
      ['order id not a UUID', { order: { id: 'x' }, shippingMethod: 'standard' }, 400, `id : ${INVALID_ID}`],
      ['unknown field', { order: {}, shippingMethod: 'standard', prices: {} }, 400, 'Champ inconnu : prices'],
    ],
  },
  {
    path: '/api/generate-order-pdf',
    cases: [
      ['missing orderId', {}, 400, `Commande : ${REQUIRED}`],
      ['orderId as a number', { orderId: 1 }, 400, wrongType('Commande')],
      ['unknown field', { orderId: draft.id, key: 'x' }, 400, 'Champ inconnu : key'],
    ],
  },
];

const ROWS = BODY_ENDPOINTS.flatMap(({ path, cases }) =>
  [...anyBody, ...cases].map(([label, body, status, message]) => ({ path, label, body, status, message })),
);

const expectError = async (response: Response, status: number, message: string | RegExp) => {
  expect(response.status).toBe(status);
  const json = (await response.json()) as ErrorJson;
  if (typeof message === 'string') expect(json.error.message).toBe(message);
  else expect(json.error.message).toMatch(message);
};

describe('bad input to the order endpoints', () => {
  it.each(ROWS)('POST $path with $label → $status', async ({ path, body, status, message }) => {
    const before = await ordersSnapshot(t);
    await expectError(await t.request(path, { method: 'POST', body, token }), status, message);
    expect(await ordersSnapshot(t)).toEqual(before);
  });

  it.each([
    ['/api/orders?page=0', 'Page : Numéro de page invalide'],
    ['/api/orders?page=deux', 'Page : Numéro de page invalide'],
    ['/api/orders?page=1.5', 'Page : Numéro de page invalide'],
    ['/api/orders?status=draft', 'Statut : Statut inconnu'],
    ['/api/orders?status=perdu', 'Statut : Statut inconnu'],
    [`/api/orders?search=${'a'.repeat(101)}`, 'Recherche : 100 caractères au maximum'],
    ['/api/orders?establishment_id=x', 'Champ inconnu : establishment_id'],
    ['/api/orders/drafts?page=-1', 'Page : Numéro de page invalide'],
    ['/api/orders/drafts?status=registered', 'Champ inconnu : status'],
    ['/api/orders/pas-un-uuid', `Commande : ${INVALID_ID}`],
  ])('GET %s → 400 %s', async (path, message) => {
    await expectError(await t.request(path, { token }), 400, message);
  });

  it.each([
    ['DELETE', '/api/orders/1'],
    ['POST', '/api/orders/1/pdf-url'],
  ])('%s %s → 400 naming the order, nothing deleted', async (method, path) => {
    const before = await ordersSnapshot(t);
    await expectError(await t.request(path, { method, token }), 400, `Commande : ${INVALID_ID}`);
    expect(await ordersSnapshot(t)).toEqual(before);
  });
});
