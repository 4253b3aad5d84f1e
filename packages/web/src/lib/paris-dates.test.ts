import { describe, expect, it } from 'vitest';
import {
  formatParisDate,
  formatParisDateTime,
  formatParisShortDateTime,
  parisWallClock,
} from './paris-dates';

// Intl's French formats may put U+202F or U+00A0 where a space is read.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('Paris dates (DESIGN §5.17: French, Europe/Paris)', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2), and a UTC evening that is already the next day in Paris.
    ['2026-01-15T09:05:00Z', '15 janvier 2026', '15 janvier 2026 à 10:05', '15/01/2026 10:05'],
    ['2026-07-21T08:15:00Z', '21 juillet 2026', '21 juillet 2026 à 10:15', '21/07/2026 10:15'],
    ['2026-03-31T22:30:00Z', '1 avril 2026', '1 avril 2026 à 00:30', '01/04/2026 00:30'],
  ])('%s reads %s', (iso, date, long, short) => {
    expect(plain(formatParisDate(iso))).toBe(date);
    expect(plain(formatParisDateTime(iso))).toBe(long);
    expect(plain(formatParisShortDateTime(iso))).toBe(short);
  });

  it('reads the wall clock in Paris, to the second', () => {
    const clock = parisWallClock(new Date('2026-12-31T23:30:15Z'));
    expect([clock.getFullYear(), clock.getMonth(), clock.getDate()]).toEqual([2027, 0, 1]);
    expect([clock.getHours(), clock.getMinutes(), clock.getSeconds()]).toEqual([0, 30, 15]);
  });
});
