import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

// Decision 139: what the sheets' endpoints refuse, each with a 400 naming the field in French;
// the caller is a préparateur, who may print, so only the input can be the reason.

const t: TestApp = await createTestApp();
const { token } = await signedInUser(t.db, t.config, { role: 'preparator' });
afterAll(() => t.close());

type Case = [label: string, body: unknown, message: string | RegExp, field?: string];

const CASES: Case[] = [
  ['an empty body', {}, 'Commandes : Choisissez des commandes, ou celles validées aujourd’hui.', 'order_ids'],
  [
    'no order chosen',
    { order_ids: [] },
    'Commandes : Choisissez des commandes, ou celles validées aujourd’hui.',
    'order_ids',
  ],
  [
    'both the chosen orders and today',
    { order_ids: [randomUUID()], validated_today: true },
    'Commandes : Les commandes choisies ou celles validées aujourd’hui : pas les deux.',
    'order_ids',
  ],
  ['a malformed id', { order_ids: ['42'] }, 'Commandes : Identifiant invalide', 'order_ids.0'],
  [
    'more than 500 orders',
    { order_ids: Array.from({ length: 501 }, () => randomUUID()) },
    'Commandes : 500 commandes au plus par impression.',
    'order_ids',
  ],
  ['validated_today false', { validated_today: false }, /^Validées aujourd’hui : /, 'validated_today'],
  ['an unknown field', { status: 'registered', validated_today: true }, 'Champ inconnu : status'],
  ['not JSON', '{"order_ids": ', "Le corps de la requête n'est pas un JSON valide."],
];

describe('order sheets bad input', () => {
  it.each(CASES)('POST /api/orders/sheets with %s → 400', async (_label, body, message, field) => {
    const response = await t.request('/api/orders/sheets', { token, body });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string; field?: string } };
    expect(error.message).toMatch(message);
    if (field) expect(error.field).toBe(field);
  });

  it.each([
    ['/api/orders/42/sheet', 'Commande : Identifiant invalide'],
    ['/api/orders/by-number/douze', 'Numéro de commande : Numéro de commande attendu (2026-00042).'],
  ])('GET %s → 400', async (path, message) => {
    const response = await t.request(path, { token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });
});
