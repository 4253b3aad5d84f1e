import { describe, expect, it } from 'vitest';
import { frenchVatNumber, isValidFrenchVatNumber } from './french-vat-number';

describe('French intra-community VAT numbers (key = (12 + 3 × (SIREN mod 97)) mod 97)', () => {
  it.each([
    ['732829320', 'FR44732829320'],
    ['443061841', 'FR64443061841'],
    ['552032534', 'FR27552032534'],
    ['356000000', 'FR39356000000'],
  ])('SIREN %s → %s', (siren, vat) => {
    expect(frenchVatNumber(siren)).toBe(vat);
    expect(isValidFrenchVatNumber(vat)).toBe(true);
  });

  it('pads a key below 10 with a zero', () => {
    const vat = frenchVatNumber('000000001');
    expect(vat).toBe('FR15000000001');
    expect(frenchVatNumber('000000029')).toMatch(/^FR0\d000000029$/);
  });

  it.each([
    'FR45732829320',
    'FR4473282932',
    'FR447328293201',
    'fr44732829320',
    'FR 44 732829320',
    'DE44732829320',
    'FRAB732829320',
  ])('refuses %s', (vat) => {
    expect(isValidFrenchVatNumber(vat)).toBe(false);
  });
});
