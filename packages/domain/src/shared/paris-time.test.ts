import { describe, expect, it } from 'vitest';
import {
  formatParis,
  formatParisDate,
  formatParisDateTime,
  formatParisShortDateTime,
  inParis,
  parisTime,
  parisYear,
} from './paris-time';

// docs/design.md §5.17. Summer time starts on the last Sunday of March at 01:00 UTC (02:00 → 03:00 in
// Paris) and ends on the last Sunday of October at 01:00 UTC (03:00 → 02:00): 29 March and
// 25 October in 2026, 28 March and 31 October in 2027.

describe('the Paris clock of an instant', () => {
  it.each([
    // UTC instant, Paris wall clock, the year there
    ['2026-01-15T09:05:00Z', '2026-01-15 10:05', 2026], // winter, UTC+1
    ['2026-07-21T08:15:00Z', '2026-07-21 10:15', 2026], // summer, UTC+2
    ['2026-03-29T00:59:00Z', '2026-03-29 01:59', 2026], // the minute before the spring change
    ['2026-03-29T01:00:00Z', '2026-03-29 03:00', 2026], // the minute after: 02:xx never shows
    ['2027-03-28T01:30:00Z', '2027-03-28 03:30', 2027],
    ['2026-10-25T00:59:00Z', '2026-10-25 02:59', 2026], // the last summer minute
    ['2026-10-25T01:00:00Z', '2026-10-25 02:00', 2026], // 02:00 again, in winter time
    ['2027-10-31T00:30:00Z', '2027-10-31 02:30', 2027],
    ['2027-10-31T01:30:00Z', '2027-10-31 02:30', 2027],
    ['2026-03-31T21:59:00Z', '2026-03-31 23:59', 2026], // month boundary in summer
    ['2026-03-31T22:00:00Z', '2026-04-01 00:00', 2026],
    ['2026-10-31T22:59:00Z', '2026-10-31 23:59', 2026], // month boundary in winter
    ['2026-10-31T23:00:00Z', '2026-11-01 00:00', 2026],
    ['2026-12-31T22:59:59Z', '2026-12-31 23:59', 2026], // year boundary
    ['2026-12-31T23:30:00Z', '2027-01-01 00:30', 2027], // 31 Dec 23:30 UTC is 1 Jan in Paris
  ])('%s reads %s in Paris, year %i', (iso, wall, year) => {
    expect(formatParis(iso, 'yyyy-MM-dd HH:mm')).toBe(wall);
    expect(formatParis(new Date(iso), 'yyyy-MM-dd HH:mm')).toBe(wall);
    expect(parisYear(iso)).toBe(year);
    expect(inParis(iso).getFullYear()).toBe(year);
  });
});

describe('the instant of a Paris wall-clock time', () => {
  it.each([
    // year, month (1-12), day, hour, minute → UTC
    [2026, 1, 1, 0, 0, '2025-12-31T23:00:00.000Z'],
    [2027, 1, 1, 0, 0, '2026-12-31T23:00:00.000Z'],
    [2026, 3, 1, 0, 0, '2026-02-28T23:00:00.000Z'],
    [2026, 3, 29, 1, 59, '2026-03-29T00:59:00.000Z'], // before the spring change
    [2026, 3, 29, 3, 0, '2026-03-29T01:00:00.000Z'], // after it
    [2026, 3, 29, 2, 30, '2026-03-29T01:30:00.000Z'], // skipped: read as 03:30
    [2026, 4, 1, 0, 0, '2026-03-31T22:00:00.000Z'],
    [2026, 10, 25, 1, 30, '2026-10-24T23:30:00.000Z'], // before the autumn change
    [2026, 10, 25, 2, 30, '2026-10-25T01:30:00.000Z'], // shown twice: the second one
    [2026, 10, 25, 3, 30, '2026-10-25T02:30:00.000Z'], // after it
    [2026, 11, 1, 0, 5, '2026-10-31T23:05:00.000Z'],
    [2027, 3, 28, 3, 0, '2027-03-28T01:00:00.000Z'],
    [2027, 10, 31, 3, 0, '2027-10-31T02:00:00.000Z'],
  ])('%i-%i-%i %i:%i in Paris is %s', (year, month, day, hour, minute, utc) => {
    expect(parisTime(year, month, day, hour, minute).toISOString()).toBe(utc);
  });

  it('round-trips every hour of both change days', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      for (let hour = 0; hour < 24; hour++) {
        const instant = new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000);
        const paris = inParis(instant);
        const back = parisTime(
          paris.getFullYear(),
          paris.getMonth() + 1,
          paris.getDate(),
          paris.getHours(),
          paris.getMinutes(),
        );
        // The autumn hour shown twice comes back as its second showing, an hour later.
        const ambiguous = day === '2026-10-25' && hour === 0;
        expect(back.getTime() - instant.getTime()).toBe(ambiguous ? 3_600_000 : 0);
      }
    }
  });
});

describe('French formats, Paris time', () => {
  it.each([
    ['2026-01-15T09:05:00Z', '15 janvier 2026', '15 janvier 2026 à 10:05', '15/01/2026 10:05'],
    ['2026-07-21T08:15:00Z', '21 juillet 2026', '21 juillet 2026 à 10:15', '21/07/2026 10:15'],
    ['2026-03-31T22:30:00Z', '1 avril 2026', '1 avril 2026 à 00:30', '01/04/2026 00:30'],
    ['2026-12-31T23:30:00Z', '1 janvier 2027', '1 janvier 2027 à 00:30', '01/01/2027 00:30'],
  ])('%s reads %s', (iso, date, long, short) => {
    expect(formatParisDate(iso)).toBe(date);
    expect(formatParisDateTime(iso)).toBe(long);
    expect(formatParisShortDateTime(iso)).toBe(short);
  });

  it('writes the same as Intl does for Paris, which the e2e tests read', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });
    for (const iso of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-12-31T23:30:00Z']) {
      expect(formatParisDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('writes "1er" on the first of a month with date-fns\' "do"', () => {
    expect(formatParis('2026-06-30T22:00:00Z', "do MMMM yyyy 'à' HH:mm")).toBe('1er juillet 2026 à 00:00');
  });
});
