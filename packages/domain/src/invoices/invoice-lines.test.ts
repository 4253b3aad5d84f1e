import { describe, expect, it } from 'vitest';
import { COMPLETE_CLASSIC_EAR, classic } from '../orders/test-fixtures';
import { computeOrderPrices } from '../pricing/compute-order-prices';
import type { InvoiceLine } from './invoice-line';
import { type InvoicedOrder, invoiceLinesOfOrder } from './invoice-lines';
import { invoiceTotals } from './invoice-totals';

const order = (overrides: Partial<InvoicedOrder> = {}): InvoicedOrder => ({
  orderId: 'o1',
  orderNumber: '2026-00001',
  patientName: 'Jeanne Moreau',
  shippingMethod: 'standard',
  prices: computeOrderPrices(classic(), 'standard'),
  groupedWithLeader: false,
  ...overrides,
});

const short = (lines: InvoiceLine[]) =>
  lines.map((line) => [line.label, line.quantity, line.totalHT, line.vatRate]);

describe('invoiceLinesOfOrder (docs/design.md §5.9, §5.11)', () => {
  it.each<[string, Partial<InvoicedOrder>, (string | number)[][]]>([
    [
      'one ear, standard',
      {},
      [
        ['Embout classique – Oreille gauche', 1, 3800, 'products'],
        ['Livraison Standard (La Poste - 48h/72h)', 1, 800, 'shipping'],
      ],
    ],
    [
      'grouped behind a leader, standard: −8,00 € HT (−9,60 € TTC)',
      { groupedWithLeader: true },
      [
        ['Embout classique – Oreille gauche', 1, 3800, 'products'],
        ['Livraison Standard (La Poste - 48h/72h)', 1, 800, 'shipping'],
        ['Remise expédition groupée', 1, -800, 'shipping'],
      ],
    ],
    [
      'grouped behind a leader, express: −22,00 € HT (−26,40 € TTC)',
      {
        shippingMethod: 'express',
        prices: computeOrderPrices(classic(), 'express'),
        groupedWithLeader: true,
      },
      [
        ['Embout classique – Oreille gauche', 1, 3800, 'products'],
        ['Livraison Express (Ciblex - 24h/48h)', 1, 2200, 'shipping'],
        ['Remise expédition groupée', 1, -2200, 'shipping'],
      ],
    ],
    [
      'pickup: no shipping line, and never a discount',
      { shippingMethod: 'pickup', prices: computeOrderPrices(classic(), 'pickup'), groupedWithLeader: true },
      [['Embout classique – Oreille gauche', 1, 3800, 'products']],
    ],
    [
      'both ears, cord, Natus transfer of 2 files',
      {
        prices: computeOrderPrices(
          classic({ left: { ...COMPLETE_CLASSIC_EAR, cord: 'with-cord' }, right: COMPLETE_CLASSIC_EAR }),
          'standard',
          { transferMethod: 'natus', transferFileCount: 2 },
        ),
      },
      [
        ['Embout classique – Oreille gauche', 1, 3800, 'products'],
        ['Cordon – Oreille gauche', 1, 400, 'products'],
        ['Embout classique – Oreille droite', 1, 3800, 'products'],
        ['Frais de transfert Natus', 2, 300, 'products'],
        ['Livraison Standard (La Poste - 48h/72h)', 1, 800, 'shipping'],
      ],
    ],
  ])('%s', (_name, overrides, expected) => {
    const lines = invoiceLinesOfOrder(order(overrides));
    expect(short(lines)).toEqual(expected);
    expect(
      lines.every((line) => line.orderNumber === '2026-00001' && line.patientName === 'Jeanne Moreau'),
    ).toBe(true);
  });
});

describe('invoiceTotals: VAT per rate on the totals, half up (docs/design.md §5.8)', () => {
  const line = (totalHT: number, vatRate: 'products' | 'shipping'): InvoiceLine => ({
    orderId: 'o',
    orderNumber: 'n',
    patientName: 'p',
    label: 'l',
    quantity: 1,
    totalHT,
    vatRate,
  });
  it.each<[string, InvoiceLine[], [number, number, number, number, number]]>([
    ['one order, standard', [line(3800, 'products'), line(800, 'shipping')], [4600, 209, 160, 369, 4969]],
    // 4 500 × 5,5 % = 247,5 → 248, where rounding each line (82,5 → 83) would give 249.
    [
      'three lines rounded once',
      [line(1500, 'products'), line(1500, 'products'), line(1500, 'products')],
      [4500, 248, 0, 248, 4748],
    ],
    [
      'a group of three, standard: shipping paid once',
      [
        line(3800, 'products'),
        line(800, 'shipping'),
        line(3800, 'products'),
        line(800, 'shipping'),
        line(-800, 'shipping'),
        line(3800, 'products'),
        line(800, 'shipping'),
        line(-800, 'shipping'),
      ],
      [12200, 627, 160, 787, 12987],
    ],
    ['no lines', [], [0, 0, 0, 0, 0]],
  ])('%s', (_name, lines, [ht, tvaProducts, tvaShipping, tva, ttc]) => {
    const totals = invoiceTotals(lines);
    expect(totals.totalHT).toBe(ht);
    expect(totals.vat.find((v) => v.rate === 'products')?.vat ?? 0).toBe(tvaProducts);
    expect(totals.vat.find((v) => v.rate === 'shipping')?.vat ?? 0).toBe(tvaShipping);
    expect(totals.totalTVA).toBe(tva);
    expect(totals.totalTTC).toBe(ttc);
  });

  it('gives back exactly the 9,60 € TTC of a grouped standard shipping', () => {
    const alone = invoiceTotals(invoiceLinesOfOrder(order()));
    const grouped = invoiceTotals(invoiceLinesOfOrder(order({ groupedWithLeader: true })));
    expect(alone.totalTTC - grouped.totalTTC).toBe(960);
  });
});
