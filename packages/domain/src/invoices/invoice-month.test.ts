import { describe, expect, it } from 'vitest';
import {
  addMonths,
  monthLabel,
  monthlyRunAt,
  monthWindow,
  parisMonthOf,
  parseMonth,
  previousParisMonth,
} from './invoice-month';

describe('invoice months in Europe/Paris (docs/design.md §5.11, §5.17)', () => {
  it.each([
    ['2026-10-31T22:59:59.999Z', '2026-10'],
    ['2026-10-31T23:00:00.000Z', '2026-11'],
    ['2026-03-31T21:59:59.999Z', '2026-03'],
    ['2026-03-31T22:00:00.000Z', '2026-04'],
    ['2026-12-31T23:00:00.000Z', '2027-01'],
  ])('%s is in %s', (instant, month) => {
    expect(parisMonthOf(new Date(instant))).toBe(month);
  });

  it.each([
    // Winter (UTC+1) on both ends.
    ['2026-01', '2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z'],
    // Summer time starts on 29 March 2026: the month starts at +1 and ends at +2.
    ['2026-03', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    ['2026-07', '2026-06-30T22:00:00.000Z', '2026-07-31T22:00:00.000Z'],
    // Winter time is back on 25 October 2026.
    ['2026-10', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['2026-12', '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
  ])('%s runs from %s to %s (UTC)', (month, start, end) => {
    expect(monthWindow(month)).toEqual({ start: new Date(start), end: new Date(end) });
  });

  it.each([
    ['2026-11-22T06:00:00.000Z', '2026-10'],
    ['2026-11-01T00:00:00.000Z', '2026-10'],
    ['2026-10-31T23:30:00.000Z', '2026-10'],
    ['2027-01-01T10:00:00.000Z', '2026-12'],
  ])('the run at %s invoices %s', (now, month) => {
    expect(previousParisMonth(new Date(now))).toBe(month);
  });

  it.each([
    ['2026-10', '2026-10-31T23:05:00.000Z'],
    ['2026-12', '2026-12-31T23:05:00.000Z'],
    ['2026-02', '2026-02-28T23:05:00.000Z'],
    ['2026-03', '2026-03-31T22:05:00.000Z'],
  ])('the run for %s is queued at 00:05 in Paris on the next 1st (%s)', (month, at) => {
    expect(monthlyRunAt(month)).toEqual(new Date(at));
  });

  it.each([
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-05', 14, '2027-07'],
  ])('%s + %i months = %s', (month, count, result) => {
    expect(addMonths(month, count)).toBe(result);
  });

  it('names a month in French and refuses malformed ones', () => {
    expect(monthLabel('2026-10')).toBe('octobre 2026');
    expect(monthLabel('2027-02')).toBe('février 2027');
    expect(() => parseMonth('2026-13')).toThrow(RangeError);
    expect(() => parseMonth('2026-1')).toThrow(RangeError);
  });
});
