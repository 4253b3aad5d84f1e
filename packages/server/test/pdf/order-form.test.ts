import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { COMPLETE_REMOTE_EAR } from '@conque/domain/orders/test-fixtures';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { describe, expect, it } from 'vitest';
import { createOrderFormDocument, drawOrderForm } from '../../src/pdf/order-form';
import type { OrderFormData } from '../../src/pdf/order-form-data';
import { pdfTextOf } from '../features/orders/orders-test-kit';

const details = { type: 'remote', brand: 'signia', right: { ...COMPLETE_REMOTE_EAR } } as const;

const data: OrderFormData = {
  organisation: {
    name: 'Conque',
    address: '12 rue de la Conque, 69003 Lyon',
    phone: '04 72 00 00 00',
    email: 'contact@conque.local',
  },
  orderNumber: '2026-00042',
  validatedAt: new Date('2026-07-21T08:15:00Z'),
  establishment: {
    name: 'Audition Lumière',
    siret: '44306184100047',
    billing_street_address: '4 place Bellecour',
    billing_postal_code: '69002',
    billing_city: 'Lyon',
  },
  creator: { first_name: 'Camille', last_name: 'Martin', email: 'camille@example.fr' },
  patient: { firstName: 'Jeanne', lastName: 'Moreau', gender: 'female', hearingLoss: 'severe' },
  // 1 234,50 €-sized amounts: Intl puts U+202F in them (pdfText makes it U+00A0).
  details: { ...details, prices: { ...computeOrderPrices(details, 'express'), totalTTC: 123450 } },
  shippingMethod: 'express',
  shippingAddress: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Cabinet',
    street_address: '3 rue Mercière',
    postal_code: '69002',
    city: 'Lyon',
  },
  promisedShipOn: '2026-07-23',
  transferMethod: 'natus',
  stlFileNames: ['oreille-droite.stl'],
  comment: 'Livrer avant vendredi',
};

const render = async (compress: boolean) => {
  const chunks: Buffer[] = [];
  const doc = createOrderFormDocument(data, { compress });
  const done = pipeline(
    doc,
    new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  drawOrderForm(doc, data);
  await done;
  return Buffer.concat(chunks);
};

describe('order form PDF (docs/design.md §5.12)', () => {
  it('is a PDF that prints the order, the establishment, the patient, delivery and prices in French', async () => {
    const pdf = await render(false);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTextOf(pdf);
    for (const expected of [
      'Bon de commande',
      'N° 2026-00042, validée le 21 juillet 2026 à 10:15',
      'Audition Lumière',
      'SIRET : 44306184100047',
      'Moreau Jeanne',
      'Femme',
      'Sévère',
      'Embout pour écouteur déporté',
      'Oreille droite',
      'Express (Ciblex - 24h/48h)',
      'Cabinet, 3 rue Mercière, 69002 Lyon',
      'Expédition prévue le jeudi 23 juillet',
      'Livraison estimée entre le vendredi 24 juillet et le lundi 27 juillet',
      'Natus',
      'oreille-droite.stl',
      'Livrer avant vendredi',
      'Total TTC',
      // U+00A0, never U+202F: the amounts read alike on every document.
      '1\u00a0234,50\u00a0€',
    ]) {
      expect(text.replace(/\n/g, ' ')).toContain(expected);
    }
  });

  it('compresses its pages by default', async () => {
    const pdf = await render(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });
});
