import { describe, expect, it } from 'vitest';
import { VAT_RATES_BP, vatOn, withVat } from './vat';

describe('VAT in integer cents, half up (docs/design.md §5.8)', () => {
  it.each([
    // 5.5 %: amounts whose VAT ends in half a cent round up.
    [100, 'products', 6], // 5.5
    [300, 'products', 17], // 16.5
    [4100, 'products', 226], // 225.5, where 4100 * 0.055 gives 225.4999… in floating point
    [4500, 'products', 248], // 247.5: one remote tip
    [6700, 'products', 369], // 368.5
    [150, 'products', 8], // 8.25
    [4850, 'products', 267], // 266.75
    [9, 'products', 0], // 0.495
    [10, 'products', 1], // 0.55
    [0, 'products', 0],
    [3800, 'products', 209],
    // 20 %.
    [800, 'shipping', 160],
    [2200, 'shipping', 440],
    [1234, 'shipping', 247], // 246.8
    [1, 'shipping', 0], // 0.2
    [3, 'shipping', 1], // 0.6
  ] as const)('%i cents at the %s rate → %i', (amount, rate, vat) => {
    expect(vatOn(amount, VAT_RATES_BP[rate])).toBe(vat);
  });

  it('rounds a negative amount symmetrically (a credit mirrors its charge)', () => {
    expect(vatOn(-100, VAT_RATES_BP.products)).toBe(-6);
    expect(vatOn(-960, VAT_RATES_BP.shipping)).toBe(-192);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => vatOn(10.5, VAT_RATES_BP.products)).toThrow(RangeError);
  });

  it('adds the VAT', () => {
    expect(withVat(800, VAT_RATES_BP.shipping)).toBe(960);
    expect(withVat(2200, VAT_RATES_BP.shipping)).toBe(2640);
  });
});
