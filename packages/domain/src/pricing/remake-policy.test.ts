import { describe, expect, it } from 'vitest';
import { COMPLETE_CLASSIC_EAR } from '../orders/test-fixtures';
import { computeOrderPrices } from './compute-order-prices';
import { applyRemakeTerms, isFreeRemake, REMAKE_POLICY } from './remake-policy';

const prices = computeOrderPrices({ type: 'classic', left: { ...COMPLETE_CLASSIC_EAR } }, 'express');

describe('the remake policy', () => {
  it.each([
    ['discomfort', false, 0, true],
    ['poor_fit', false, 0, true],
    ['breakage', false, 0, false],
    ['loss', false, 0, false],
    ['other', false, 0, false],
    ['poor_fit', true, 0, false],
    ['discomfort', false, 1, false],
  ])(
    'a %s remake (original a remake: %s, other free remakes: %i) is free: %s',
    (reason, originalIsRemake, otherFreeRemakes, free) => {
      expect(isFreeRemake({ reason, originalIsRemake, otherFreeRemakes })).toBe(free);
    },
  );

  it('keeps the window in one place', () => {
    expect(REMAKE_POLICY.windowDays).toBe(90);
  });

  it('zeroes every amount of a free remake, shipping included, under a line that names the reason', () => {
    const free = applyRemakeTerms(prices, { reasonLabel: 'Inconfort', free: true });
    expect(free).toMatchObject({ productsHT: 0, tvaProduits: 0, shippingHT: 0, tvaShipping: 0, totalTTC: 0 });
    expect(free.items[0]).toEqual({
      label: 'Refabrication sous garantie (Inconfort)',
      ear: null,
      quantity: 1,
      totalPrice: 0,
    });
    expect(free.items.slice(1).map((item) => [item.label, item.totalPrice])).toEqual(
      prices.items.map((item) => [item.label, 0]),
    );
  });

  it('prices a paid remake as any order, with the reason line first', () => {
    const paid = applyRemakeTerms(prices, { reasonLabel: 'Casse', free: false });
    expect(paid).toEqual({
      ...prices,
      items: [{ label: 'Refabrication (Casse)', ear: null, quantity: 1, totalPrice: 0 }, ...prices.items],
    });
    expect(applyRemakeTerms(prices, null)).toBe(prices);
  });
});
