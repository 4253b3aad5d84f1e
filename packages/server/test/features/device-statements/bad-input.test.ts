import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { insertEstablishment, insertOrder, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// Decision 144: each refused input of the prescriber and of the statement's fields, a 400 whose
// French message names the field, and nothing written.

let t: TestApp;
let manager: Awaited<ReturnType<typeof signedInUser>>;
let preparator: Awaited<ReturnType<typeof signedInUser>>;
let establishmentId: string;
beforeAll(async () => {
  t = await createTestApp();
  establishmentId = (await insertEstablishment(t.db)).id;
  manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId });
  preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
});
afterAll(() => t.close());

const RPPS_ADELI =
  'Numéro RPPS ou ADELI : Le numéro RPPS compte 11 chiffres, le numéro ADELI 9 caractères (ex. 691234567)';

const expect400 = async (response: Response, message: string) => {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
};

describe('the prescriber of a draft (update-order, create_draft_order)', () => {
  it.each([
    [{ prescriber_number: '1010123456' }, RPPS_ADELI],
    [{ prescriber_number: 'ABC123456' }, RPPS_ADELI],
    [{ prescriber_number: 10101234567 }, 'Numéro RPPS ou ADELI : type invalide (texte attendu)'],
    [{ prescriber_name: 'x'.repeat(201) }, 'Prescripteur : 200 caractères au maximum'],
  ])('update-order with %j → 400 « %s », nothing saved', async (updates, message) => {
    const draft = await insertOrder(t.db, { establishmentId, createdBy: manager.user.id });
    await expect400(
      await t.request('/api/update-order', { token: manager.token, body: { orderId: draft.id, updates } }),
      message,
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, draft.id));
    expect([row?.prescriberName, row?.prescriberNumber]).toEqual(['', null]);
  });

  it('saves a well-formed prescriber, an ADELI number with its spaces dropped', async () => {
    const draft = await insertOrder(t.db, { establishmentId, createdBy: manager.user.id });
    const response = await t.request('/api/update-order', {
      token: manager.token,
      body: {
        orderId: draft.id,
        updates: { prescriber_name: 'Sophie Bernard', prescriber_number: '69 123 4567' },
      },
    });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, draft.id));
    expect([row?.prescriberName, row?.prescriberNumber]).toEqual(['Sophie Bernard', '691234567']);
  });
});

describe('PUT /api/orders/:id/statement-fields', () => {
  it.each([
    [{ lot_number: 'x'.repeat(61), unmet_requirements: '' }, 'Numéro de lot : 60 caractères au maximum'],
    [
      { lot_number: '', unmet_requirements: 'x'.repeat(2001) },
      'Exigences non entièrement respectées et justification : 2000 caractères au maximum',
    ],
    [{ unmet_requirements: '' }, 'Numéro de lot : Ce champ est obligatoire'],
    [{ lot_number: '', unmet_requirements: '', lot: 'x' }, 'Champ inconnu : lot'],
    // What the statement's font cannot draw would print as an empty box.
    [
      { lot_number: 'LOT-2026 😀', unmet_requirements: '' },
      'Numéro de lot : caractère que la déclaration ne peut pas imprimer : « 😀 » (un emoji ou un symbole)',
    ],
    [
      { lot_number: '', unmet_requirements: 'Évent ±0,1 mm — motif\nligne 2 𝔸' },
      'Exigences non entièrement respectées et justification : caractère que la déclaration ne peut pas imprimer : « 𝔸 » (un emoji ou un symbole)',
    ],
  ])('%j → 400 « %s », nothing saved', async (body, message) => {
    const order = await insertRegisteredOrder(t.db, { establishmentId, createdBy: manager.user.id });
    await expect400(
      await t.request(`/api/orders/${order.id}/statement-fields`, {
        method: 'PUT',
        token: preparator.token,
        body,
      }),
      message,
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect([row?.lotNumber, row?.unmetRequirements]).toEqual(['', '']);
  });
});
