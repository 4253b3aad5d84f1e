import { parisTime } from '@conque/domain/shared/paris-time';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from '../../../src/features/impression-requests/working-days';

// Three working days, French public holidays aside, in Paris time.

describe('working days', () => {
  it.each([
    ['a Monday', parisTime(2026, 11, 30, 10, 0), parisTime(2026, 12, 3, 10, 0)],
    ['a Friday (the weekend skipped)', parisTime(2026, 12, 4, 16, 30), parisTime(2026, 12, 9, 16, 30)],
    ['a Saturday', parisTime(2026, 12, 5, 9, 0), parisTime(2026, 12, 9, 9, 0)],
    // Christmas (Friday 25) and New Year's Day (Friday 1st) are holidays.
    ['before Christmas', parisTime(2026, 12, 23, 11, 0), parisTime(2026, 12, 29, 11, 0)],
    // Easter Monday 2027 is 29 March; the clocks change on Sunday 28 March.
    [
      'across Easter Monday and the spring change',
      parisTime(2027, 3, 26, 10, 0),
      parisTime(2027, 4, 1, 10, 0),
    ],
    // Ascension 2027 is Thursday 6 May; 8 May is a Saturday.
    ['across Ascension', parisTime(2027, 5, 4, 14, 0), parisTime(2027, 5, 10, 14, 0)],
    // 14 July 2027 is a Wednesday.
    ['across the Fête nationale', parisTime(2027, 7, 12, 8, 0), parisTime(2027, 7, 16, 8, 0)],
  ])('three working days after %s', (_case, at, expected) => {
    expect(addWorkingDays(at, 3).toISOString()).toBe(expected.toISOString());
  });

  it.each([
    [parisTime(2026, 12, 25, 12), false],
    [parisTime(2027, 5, 17, 12), false], // Lundi de Pentecôte
    [parisTime(2027, 5, 1, 12), false], // a Saturday, and the 1st of May
    [parisTime(2027, 5, 3, 12), true],
    // 23:30 UTC on a Thursday is already Friday in Paris, and Friday 1 January 2027 is a holiday.
    [new Date('2026-12-31T23:30:00Z'), false],
  ])('%s is a working day: %s', (at, expected) => {
    expect(isWorkingDay(at)).toBe(expected);
  });
});
