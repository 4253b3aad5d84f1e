import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../catalogue/shipping-methods';
import type { TipType } from '../catalogue/tip-types';
import { DEFAULT_PLANNING, type PlanningSettings } from './planning-settings';
import {
  deliveryEstimateText,
  deliveryWindow,
  productionStartDay,
  promisedShipDay,
  promisedShipText,
} from './promised-date';

// Defaults: classic 2 working days, remote 3, protective 4, express 1 day less, cut-off 14:00 Paris.
// Summer time starts on 29 March 2026 and 28 March 2027 (Easter Sunday), ends on 25 October 2026.
const AUGUST_CLOSURE: PlanningSettings = {
  ...DEFAULT_PLANNING,
  closures: [{ first_day: '2026-08-10', last_day: '2026-08-14', closure_name: 'Congés d’été' }],
};

describe('the promised shipping day', () => {
  it.each<[string, string, TipType, ShippingMethod, string, PlanningSettings?]>([
    // The worked case: express, the Friday before Easter Monday, after the cut-off: production
    // starts on Tuesday (Saturday, Sunday and Easter Monday are closed), 2 − 1 days → Wednesday.
    [
      'Friday before Easter Monday, 15:00, express',
      '2027-03-26T14:00:00Z',
      'classic',
      'express',
      '2027-03-31',
    ],
    ['the same at 13:59, before the cut-off', '2027-03-26T12:59:00Z', 'classic', 'express', '2027-03-30'],
    [
      'the same at 14:00 sharp: the cut-off has come',
      '2027-03-26T13:00:00Z',
      'classic',
      'express',
      '2027-03-31',
    ],
    // Winter (UTC+1) and summer (UTC+2): the same Paris hour is not the same UTC hour.
    [
      'Friday 27 March 2026 at 14:30 Paris (13:30 UTC, winter)',
      '2026-03-27T13:30:00Z',
      'classic',
      'standard',
      '2026-04-01',
    ],
    [
      'Monday 30 March 2026 at 13:59 Paris (11:59 UTC, summer)',
      '2026-03-30T11:59:00Z',
      'classic',
      'standard',
      '2026-04-01',
    ],
    [
      'Monday 30 March 2026 at 14:30 Paris (12:30 UTC, summer)',
      '2026-03-30T12:30:00Z',
      'classic',
      'standard',
      '2026-04-02',
    ],
    [
      'Monday 26 October 2026 at 13:59 Paris (12:59 UTC, winter again)',
      '2026-10-26T12:59:00Z',
      'classic',
      'standard',
      '2026-10-28',
    ],
    [
      'Monday 26 October 2026 at 14:00 Paris (13:00 UTC)',
      '2026-10-26T13:00:00Z',
      'classic',
      'standard',
      '2026-10-29',
    ],
    // 23:30 UTC on Sunday is already Monday 00:30 in Paris: Monday counts, before the cut-off.
    ['Sunday 23:30 UTC is Monday in Paris', '2026-11-29T23:30:00Z', 'classic', 'standard', '2026-12-02'],
    // Whit Monday (25 May 2026) and Ascension (14 May 2026).
    ['remote over Whit Monday', '2026-05-22T08:00:00Z', 'remote', 'standard', '2026-05-28'],
    ['protective over Ascension', '2026-05-12T08:00:00Z', 'protective', 'standard', '2026-05-19'],
    ['validated on a Saturday', '2026-12-05T09:00:00Z', 'classic', 'standard', '2026-12-09'],
    ['over Christmas and the new year', '2026-12-24T15:00:00Z', 'remote', 'standard', '2026-12-31'],
    ['pickup counts like standard', '2026-12-01T09:00:00Z', 'classic', 'pickup', '2026-12-03'],
    ['a closure week in August', '2026-08-07T08:00:00Z', 'classic', 'standard', '2026-08-18', AUGUST_CLOSURE],
    [
      'validated during the closure',
      '2026-08-11T08:00:00Z',
      'classic',
      'express',
      '2026-08-18',
      AUGUST_CLOSURE,
    ],
    [
      'express saving more than the production time ships on the start day',
      '2026-12-01T09:00:00Z',
      'classic',
      'express',
      '2026-12-01',
      { ...DEFAULT_PLANNING, express_days_saved: 5 },
    ],
  ])('%s', (_, validatedAt, tipType, shippingMethod, expected, settings = DEFAULT_PLANNING) => {
    expect(promisedShipDay({ validatedAt, tipType, shippingMethod, settings })).toBe(expected);
  });

  it('a cut-off of 00:00 starts every order on the next working day', () => {
    expect(productionStartDay('2026-12-01T00:30:00Z', { ...DEFAULT_PLANNING, cutoff: '00:00' })).toBe(
      '2026-12-02',
    );
  });
});

describe('the delivery estimate', () => {
  it.each<[string, ShippingMethod, { first: string; last: string } | null]>([
    ['2026-12-03', 'standard', { first: '2026-12-07', last: '2026-12-08' }], // Thursday: over a weekend
    ['2026-12-03', 'express', { first: '2026-12-04', last: '2026-12-07' }],
    ['2026-04-30', 'standard', { first: '2026-05-05', last: '2026-05-06' }], // 1 May is a holiday
    ['2027-03-26', 'express', { first: '2027-03-30', last: '2027-03-31' }], // Easter Monday
    ['2026-12-03', 'pickup', null],
  ])('shipped %s by %s', (shipDay, method, window) => {
    expect(deliveryWindow(shipDay, method)).toEqual(window);
  });

  it('says it in French', () => {
    expect(promisedShipText('2026-12-03', 'standard')).toBe('Expédition prévue le jeudi 3 décembre');
    expect(promisedShipText('2026-12-03', 'pickup')).toBe('Disponible au retrait le jeudi 3 décembre');
    expect(deliveryEstimateText('2026-12-03', 'express')).toBe(
      'Livraison estimée entre le vendredi 4 décembre et le lundi 7 décembre',
    );
    expect(deliveryEstimateText('2026-12-03', 'pickup')).toBeNull();
  });
});
