import { describe, expect, it } from 'vitest';
import { dayLoad, dayLoadText, firstDayWithRoom, upcomingWorkingDays } from './capacity';
import { DEFAULT_PLANNING, planningSettingsSchema } from './planning-settings';
import { promisedShipDay } from './promised-date';

// Decision 143. Thursday 24 December 2026; Friday 25 is Noël, 1 January 2027 a Friday too.
const WINTER = [{ first_day: '2026-12-28', last_day: '2026-12-31', closure_name: 'Congés d’hiver' }];

describe('the first working day with room', () => {
  it.each<[string, string, Record<string, number>, number | null, string, typeof WINTER?]>([
    ['no capacity: the day itself, however full', '2026-12-24', { '2026-12-24': 500 }, null, '2026-12-24'],
    ['room left: the day itself', '2026-12-24', { '2026-12-24': 2 }, 3, '2026-12-24'],
    ['a day without orders has room', '2026-12-24', {}, 1, '2026-12-24'],
    [
      'full on Thursday: over Noël and the week-end to Monday',
      '2026-12-24',
      { '2026-12-24': 3 },
      3,
      '2026-12-28',
    ],
    [
      'over the capacity (a day moved onto by hand) counts as full',
      '2026-12-24',
      { '2026-12-24': 7 },
      3,
      '2026-12-28',
    ],
    [
      'full Thursday and Monday: Tuesday',
      '2026-12-24',
      { '2026-12-24': 3, '2026-12-28': 3 },
      3,
      '2026-12-29',
    ],
    [
      'full Thursday, the lab closed 28–31 December, 1 January a holiday: Monday 4 January',
      '2026-12-24',
      { '2026-12-24': 1 },
      1,
      '2027-01-04',
      WINTER,
    ],
    [
      'a closed start (a day moved onto by hand is not offered): the next working day',
      '2026-12-25',
      {},
      2,
      '2026-12-28',
    ],
  ])('%s', (_name, from, due, capacity, expected, closures = []) => {
    expect(firstDayWithRoom(from, new Map(Object.entries(due)), capacity, closures)).toBe(expected);
  });

  it('starts from the day the production time gives: a full day pushes the promise, express too', () => {
    // Wednesday 23 December 2026, 10:00 Paris: classic, 2 working days → Thursday 24 then Monday 28
    // (Noël and the week-end between); express, 1 day → Thursday 24.
    const settings = { ...DEFAULT_PLANNING, daily_capacity: 2 };
    const input = { validatedAt: '2026-12-23T09:00:00Z', tipType: 'classic', settings } as const;
    const standard = promisedShipDay({ ...input, shippingMethod: 'standard' });
    const express = promisedShipDay({ ...input, shippingMethod: 'express' });
    expect([standard, express]).toEqual(['2026-12-28', '2026-12-24']);
    const due = new Map([
      ['2026-12-24', 2],
      ['2026-12-28', 2],
    ]);
    expect(firstDayWithRoom(express, due, 2)).toBe('2026-12-29');
    expect(firstDayWithRoom(standard, due, 2)).toBe('2026-12-29');
  });
});

describe('the day’s load', () => {
  it.each<[number, number | null, string, string]>([
    [0, null, 'open', '0 commande'],
    [40, null, 'open', '40 commandes'],
    [2, 3, 'open', '2 / 3 commandes'],
    [3, 3, 'full', '3 / 3 commandes'],
    [4, 3, 'over', '4 / 3 commandes'],
    [1, 1, 'full', '1 / 1 commande'],
  ])('%i due, capacity %s: %s, « %s »', (due, capacity, load, text) => {
    expect(dayLoad(due, capacity)).toBe(load);
    expect(dayLoadText(due, { daily_capacity: capacity })).toBe(text);
  });

  it('lists the next working days from today, or from the next one when today is closed', () => {
    expect(upcomingWorkingDays('2026-12-24', 3)).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
    expect(upcomingWorkingDays('2026-12-26', 2, WINTER)).toEqual(['2027-01-04', '2027-01-05']);
  });
});

describe('the capacity setting', () => {
  const parse = (daily_capacity: unknown) =>
    planningSettingsSchema.safeParse({ ...DEFAULT_PLANNING, daily_capacity }).success;

  it('is an integer from 1 to 1000, or null for no limit; a version written before has none', () => {
    expect([1, 20, 1000, null].map(parse)).toEqual([true, true, true, true]);
    expect([0, -1, 1001, 2.5, '20'].map(parse)).toEqual([false, false, false, false, false]);
    const { daily_capacity: _none, ...older } = DEFAULT_PLANNING;
    expect(planningSettingsSchema.parse(older).daily_capacity).toBeNull();
  });
});
