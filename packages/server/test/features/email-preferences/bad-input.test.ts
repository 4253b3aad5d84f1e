import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailOptOuts } from '../../../src/db/schema/index';
import { signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { switchOff } from './email-preferences-test-kit';

// docs/design.md §3: bad input on PUT /api/profile/email-preferences is a French 400 naming the field (the
// profile page's label), never a 500, and writes nothing.

const t: TestApp = await createTestApp();
const me = await signedInUser(t.db, t.config, { role: 'user' });
// A kind already off, so that a refused call visibly does not switch it back on.
await switchOff(t, me.user.id, 'order_comment');
afterAll(() => t.close());

const VALID = {
  order_validated: true,
  order_shipped: false,
  order_ready_pickup: true,
  order_comment: true,
  impression_requested: true,
  order_date_changed: true,
};
const REQUIRED = 'Ce champ est obligatoire';
const without = (key: keyof typeof VALID) => {
  const { [key]: _dropped, ...rest } = VALID;
  return rest;
};

type Case = [label: string, body: unknown, status: number, message: string | RegExp];

const CASES: Case[] = [
  ['non-JSON body', '{"order_shipped": ', 400, "Le corps de la requête n'est pas un JSON valide."],
  ['empty body', '', 400, "Le corps de la requête n'est pas un JSON valide."],
  ['an array', '[]', 400, /^corps de la requête : /],
  ['null', 'null', 400, /^corps de la requête : /],
  ['missing order_validated', without('order_validated'), 400, `Commande validée : ${REQUIRED}`],
  ['missing order_shipped', without('order_shipped'), 400, `Commande expédiée : ${REQUIRED}`],
  [
    'missing order_ready_pickup',
    without('order_ready_pickup'),
    400,
    `Commande prête à être récupérée : ${REQUIRED}`,
  ],
  ['missing order_comment', without('order_comment'), 400, `Commentaire du laboratoire : ${REQUIRED}`],
  ['a string for a boolean', { ...VALID, order_shipped: 'false' }, 400, /^Commande expédiée : /],
  ['a number for a boolean', { ...VALID, order_validated: 0 }, 400, /^Commande validée : /],
  ['null for a boolean', { ...VALID, order_comment: null }, 400, /^Commentaire du laboratoire : /],
  ['a string for the weekly summary', { ...VALID, weekly_summary: 'oui' }, 400, /^Résumé hebdomadaire : /],
  ['an unknown kind', { ...VALID, newsletter: false }, 400, 'Champ inconnu : newsletter'],
  ['someone else’s id', { ...VALID, user_id: me.user.id }, 400, 'Champ inconnu : user_id'],
  [
    'oversized body (> 64 KB)',
    { ...VALID, filler: 'x'.repeat(70 * 1024) },
    413,
    'La requête est trop volumineuse.',
  ],
];

const snapshot = () =>
  t.db.select().from(emailOptOuts).orderBy(asc(emailOptOuts.userId), asc(emailOptOuts.kind));

describe('PUT /api/profile/email-preferences with bad input', () => {
  it.each(CASES)('%s → %i', async (_label, body, status, message) => {
    const before = await snapshot();
    const response = await t.request('/api/profile/email-preferences', {
      method: 'PUT',
      token: me.token,
      body,
    });
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: { message: string } };
    if (typeof message === 'string') expect(json.error.message).toBe(message);
    else expect(json.error.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a form post (a cross-site "simple" request) with 415', async () => {
    const before = await snapshot();
    const response = await t.app.request('/api/profile/email-preferences', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${me.token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '18',
      },
      body: 'order_shipped=true',
    });
    expect(response.status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });
});
