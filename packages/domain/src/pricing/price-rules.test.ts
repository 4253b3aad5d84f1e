import { describe, expect, it } from 'vitest';
import { COMPLETE_CLASSIC_EAR, classic } from '../orders/test-fixtures';
import { computeOrderPrices } from './compute-order-prices';
import { DEFAULT_PRICE_LIST } from './price-list';
import { GROUPED_SHIPPING_DISCOUNT_TTC } from './shipping-discounts';
import { VAT_RATES_BP, withVat } from './vat';

type Shipping = 'standard' | 'express' | 'pickup' | null;

const lines = (items: { label: string; ear: string | null; quantity: number; totalPrice: number }[]) =>
  items.map((item) => [item.label, item.ear, item.quantity, item.totalPrice]);

describe('computeOrderPrices: transfer, shipping, rounding, drafts, price list', () => {
  it.each(['files', 'octocloud', 'physical', 'already'] as const)(
    '%s transfer costs nothing',
    (transferMethod) => {
      const prices = computeOrderPrices(classic(), 'standard', { transferMethod, transferFileCount: 4 });
      expect(prices.items).toHaveLength(1);
      expect(prices.productsHT).toBe(3800);
    },
  );

  it('Natus with no file yet adds no line', () => {
    expect(computeOrderPrices(classic(), 'standard', { transferMethod: 'natus' }).items).toHaveLength(1);
  });

  it.each<[Shipping, number, number]>([
    ['standard', 800, 160],
    ['express', 2200, 440],
    ['pickup', 0, 0],
    [null, 0, 0],
  ])('shipping %s: %i HT + %i VAT', (shipping, shippingHT, tvaShipping) => {
    expect(computeOrderPrices(classic(), shipping)).toMatchObject({ shippingHT, tvaShipping });
  });

  it('rounds the VAT on the total, not per line: 4 100 cents → 226 (225,5 half up)', () => {
    const details = classic({
      left: { ...COMPLETE_CLASSIC_EAR, additionalOptions: { extractionString: true } },
    });
    expect(computeOrderPrices(details, 'pickup')).toMatchObject({
      productsHT: 4100,
      tvaProduits: 226,
      totalTTC: 4326,
    });
    // Per line it would be 209 + 17 = 226 here too; 3 × 150 cents shows the difference: 8 + 8 + 8 ≠ 25.
    const prices = computeOrderPrices(classic(), 'pickup', {
      transferMethod: 'natus',
      transferFileCount: 3,
      priceList: { ...DEFAULT_PRICE_LIST, classicPerEar: 0 },
    });
    expect(prices).toMatchObject({ productsHT: 450, tvaProduits: 25 });
  });

  it('counts nothing for a draft without details, or a protective one without domain', () => {
    const empty = { items: [], productsHT: 0, tvaProduits: 0, shippingHT: 0, tvaShipping: 0, totalTTC: 0 };
    expect(computeOrderPrices(null, null)).toEqual(empty);
    expect(computeOrderPrices({ type: 'protective', left: { color: 'translucent' } }, 'pickup')).toEqual(
      empty,
    );
    expect(computeOrderPrices({ type: 'classic' }, 'express')).toEqual({
      ...empty,
      shippingHT: 2200,
      tvaShipping: 440,
      totalTTC: 2640,
    });
  });

  it('ignores a blank special marking and unticked options', () => {
    const details = classic({
      left: { ...COMPLETE_CLASSIC_EAR, specialMarking: '   ', additionalOptions: { colorMarks: false } },
    });
    expect(computeOrderPrices(details, 'pickup').items).toHaveLength(1);
  });

  it('reads the price list it is given, and leaves out options priced 0', () => {
    const priceList = {
      ...DEFAULT_PRICE_LIST,
      classicPerEar: 4000,
      cordPerEar: 0,
      shipping: { ...DEFAULT_PRICE_LIST.shipping, standard: 1000 },
    };
    const details = classic({ left: { ...COMPLETE_CLASSIC_EAR, cord: 'with-cord' } });
    const prices = computeOrderPrices(details, 'standard', { priceList });
    expect(lines(prices.items)).toEqual([['Embout classique', 'left', 1, 4000]]);
    expect(prices).toMatchObject({
      productsHT: 4000,
      tvaProduits: 220,
      shippingHT: 1000,
      tvaShipping: 200,
      totalTTC: 5420,
    });
  });

  it('refuses a file count that is not a count', () => {
    expect(() =>
      computeOrderPrices(classic(), 'standard', { transferMethod: 'natus', transferFileCount: -1 }),
    ).toThrow(RangeError);
    expect(() => computeOrderPrices(classic(), 'standard', { transferFileCount: 1.5 })).toThrow(RangeError);
  });
});

describe('grouped shipping discount (spec 001 §9, docs/design.md §5.9)', () => {
  it('is the shipping a grouped order paid, VAT included', () => {
    expect(GROUPED_SHIPPING_DISCOUNT_TTC).toEqual({ standard: 960, express: 2640, pickup: 0 });
    for (const method of ['standard', 'express', 'pickup'] as const) {
      expect(withVat(DEFAULT_PRICE_LIST.shipping[method], VAT_RATES_BP.shipping)).toBe(
        GROUPED_SHIPPING_DISCOUNT_TTC[method],
      );
    }
  });
});
