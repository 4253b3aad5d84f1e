import { COMPLETE_CLASSIC_EAR } from '@conque/domain/orders/test-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { pdfText, qrCodeOnPage } from '../../support/pdf-qr-reader';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// « Fiche de fabrication » (decision 139): the sheet is read back as the lab reads
// it, rendered to an image whose QR code a decoder finds, and that code opens the order.

let t: TestApp;
let token: string;
let establishmentId: string;
let creatorId: string;
beforeAll(async () => {
  t = await createTestApp();
  const establishment = await insertEstablishment(t.db, { name: 'Audition Lumière' });
  establishmentId = establishment.id;
  ({ token } = await signedInUser(t.db, t.config, { role: 'preparator' }));
  creatorId = (await signedInUser(t.db, t.config, { role: 'user', establishmentId })).profile.id;
});
afterAll(() => t.close());

const pdfOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
};

const expressOrder = () =>
  insertRegisteredOrder(t.db, {
    establishmentId,
    createdBy: creatorId,
    patientFirstName: 'Jean-Pierre',
    patientLastName: 'Le Goff',
    shippingMethod: 'express',
    promisedShipOn: '2026-12-03',
    details: {
      type: 'classic',
      left: { ...COMPLETE_CLASSIC_EAR },
      right: { ...COMPLETE_CLASSIC_EAR, tube: 'hydrostop' },
    },
    establishmentSnapshot: {
      name: 'Audition Lumière',
      siret: '55203253400646',
      billing_street_address: '1 rue de la Paix',
      billing_postal_code: '75002',
      billing_city: 'Lyon',
    },
  });

describe('one order sheet', () => {
  it('prints the number, the establishment, the initials only, each ear, the promised date and « Express »', async () => {
    const order = await expressOrder();
    const response = await t.request(`/api/orders/${order.id}/sheet`, { token });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="fiche-de-fabrication-${order.orderNumber}.pdf"`,
    );
    const text = await pdfText(await pdfOf(response));
    for (const expected of [
      'Fiche de fabrication',
      order.orderNumber ?? '',
      'EXPRESS',
      'Établissement : Audition Lumière',
      'Patient : J.-P. L. G.',
      'Expédition prévue le jeudi 3 décembre',
      'Oreille gauche',
      'Oreille droite',
      'Tube : Hydrostop',
      'Forme : Squelette',
    ])
      expect(text).toContain(expected);
    // The patient's names never leave the lab's database on a sheet.
    expect(text).not.toMatch(/Jean|Pierre|Goff/);
    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(1);
  });

  it('has a QR code of the short link, which opens the order for a préparateur', async () => {
    const order = await expressOrder();
    const pdf = await pdfOf(await t.request(`/api/orders/${order.id}/sheet`, { token }));
    const link = await qrCodeOnPage(pdf);
    expect(link).toBe(`${TEST_PUBLIC_URL}/o/${order.orderNumber}`);
    // What the web app's /o/:orderNumber route does with the scanner's session (decision 139).
    const number = new URL(link ?? '').pathname.replace(/^\/o\//, '');
    const resolved = await t.request(`/api/orders/by-number/${number}`, { token });
    expect(resolved.status).toBe(200);
    const { id } = (await resolved.json()) as { id: string };
    expect(id).toBe(order.id);
    const opened = await t.request(`/api/orders/${id}`, { token });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ id: order.id, order_number: order.orderNumber });
  });

  it('says when no date was promised and prints no « Express » for a standard delivery', async () => {
    const order = await insertRegisteredOrder(t.db, {
      establishmentId,
      createdBy: creatorId,
      shippingMethod: 'standard',
    });
    const text = await pdfText(await pdfOf(await t.request(`/api/orders/${order.id}/sheet`, { token })));
    expect(text).toContain('Date prévue : non fixée');
    expect(text).not.toContain('EXPRESS');
    expect(text).not.toContain('Statut');
  });

  it('says at once that an order past production is not to be made: cancelled, shipped', async () => {
    for (const [status, notice] of [
      ['cancelled', 'ANNULÉE : ne pas fabriquer'],
      ['shipped', 'Statut : Expédiée'],
    ] as const) {
      const order = await insertRegisteredOrder(t.db, { establishmentId, createdBy: creatorId, status });
      const text = await pdfText(await pdfOf(await t.request(`/api/orders/${order.id}/sheet`, { token })));
      expect(text, status).toContain(notice);
    }
  });
});

describe('a batch of sheets', () => {
  it('prints the chosen orders one page each, by order number, each page with its own code', async () => {
    const first = await expressOrder();
    const second = await insertRegisteredOrder(t.db, { establishmentId, createdBy: creatorId });
    const response = await t.request('/api/orders/sheets', {
      token,
      body: { order_ids: [second.id, first.id, second.id] },
    });
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="fiches-de-fabrication-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = await pdfOf(response);
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(first.orderNumber);
    expect(pages[1]).toContain(second.orderNumber);
    expect(await qrCodeOnPage(pdf, 2)).toBe(`${TEST_PUBLIC_URL}/o/${second.orderNumber}`);
  });

  it('prints every order validated today (Paris day), cancelled ones aside, and says when there is none', async () => {
    await t.db.update(orders).set({ validatedAt: new Date('2020-01-01T10:00:00Z') });
    const none = await t.request('/api/orders/sheets', { token, body: { validated_today: true } });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({
      error: { code: 'not_found', message: 'Aucune commande validée aujourd’hui.' },
    });

    const today = await expressOrder();
    const cancelled = await insertRegisteredOrder(t.db, { establishmentId, createdBy: creatorId });
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    const text = await pdfText(
      await pdfOf(await t.request('/api/orders/sheets', { token, body: { validated_today: true } })),
    );
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(today.orderNumber);
  });
});

describe('the short link', () => {
  it('answers the same 404 for a number nobody has and for an order the caller may not see', async () => {
    const order = await expressOrder();
    const other = await insertEstablishment(t.db);
    const { token: stranger } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: other.id,
    });
    const hidden = await t.request(`/api/orders/by-number/${order.orderNumber}`, { token: stranger });
    const missing = await t.request('/api/orders/by-number/1999-00001', { token: stranger });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await missing.json());
  });
});
