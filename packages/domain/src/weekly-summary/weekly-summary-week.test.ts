import { describe, expect, it } from 'vitest';
import {
  addWeeks,
  isSummaryWeek,
  nextWeeklySummary,
  parisWeekOf,
  weekLabel,
  weeklySummaryRunAt,
  weekWindow,
} from './weekly-summary-week';

// The week of the summary and its Monday 07:00 in Paris, across the DST changes
// (2026: 29 March and 25 October; 2027: 28 March and 31 October).

describe('weekly summary week', () => {
  it.each([
    // An ordinary winter week: Paris is UTC+1.
    ['2026-11-16', '2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z', '2026-11-23T06:00:00.000Z'],
    // The week ending on the spring change's Sunday: 7 days less an hour, the run in summer time.
    ['2027-03-22', '2027-03-21T23:00:00.000Z', '2027-03-28T22:00:00.000Z', '2027-03-29T05:00:00.000Z'],
    // The week ending on the autumn change's Sunday: 7 days and an hour, the run in winter time.
    ['2026-10-19', '2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z', '2026-10-26T06:00:00.000Z'],
    // A summer week, and the week across the new year.
    ['2026-07-06', '2026-07-05T22:00:00.000Z', '2026-07-12T22:00:00.000Z', '2026-07-13T05:00:00.000Z'],
    ['2026-12-28', '2026-12-27T23:00:00.000Z', '2027-01-03T23:00:00.000Z', '2027-01-04T06:00:00.000Z'],
  ])('%s runs from %s to %s and is sent at %s', (week, start, end, runAt) => {
    const window = weekWindow(week);
    expect(window.start.toISOString()).toBe(start);
    expect(window.end.toISOString()).toBe(end);
    expect(weeklySummaryRunAt(week).toISOString()).toBe(runAt);
  });

  it.each([
    // Sunday 23:30 Paris in winter is still the week of the 16th; 00:30 on Monday is the next one.
    ['2026-11-22T22:30:00Z', '2026-11-16'],
    ['2026-11-22T23:30:00Z', '2026-11-23'],
    // In summer Paris is UTC+2: Sunday 22:30 UTC is already Monday there.
    ['2026-07-12T22:30:00Z', '2026-07-13'],
    // The autumn change's Sunday night (the clocks went back at 03:00).
    ['2026-10-25T22:59:00Z', '2026-10-19'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    // Thursday 1 January 2026 belongs to the week of Monday 29 December 2025 (ISO week 1 of 2026).
    ['2026-01-01T12:00:00Z', '2025-12-29'],
  ])('%s falls in the week of %s', (instant, week) => {
    expect(parisWeekOf(new Date(instant))).toBe(week);
  });

  it.each([
    // Monday before 07:00 Paris: last week's summary is still to go, this morning.
    ['2026-11-23T05:59:00Z', '2026-11-16', '2026-11-23T06:00:00.000Z'],
    // At 07:00 sharp it has gone: the next is this week's, next Monday.
    ['2026-11-23T06:00:00Z', '2026-11-23', '2026-11-30T06:00:00.000Z'],
    ['2026-11-26T16:00:00Z', '2026-11-23', '2026-11-30T06:00:00.000Z'],
    // On the spring change's Monday 07:00 is 05:00 UTC: 05:30 UTC is past it.
    ['2027-03-29T04:59:00Z', '2027-03-22', '2027-03-29T05:00:00.000Z'],
    ['2027-03-29T05:30:00Z', '2027-03-29', '2027-04-05T05:00:00.000Z'],
    // The Sunday of the autumn change: the run is on Monday 07:00 winter time, 06:00 UTC.
    ['2027-10-31T12:00:00Z', '2027-10-25', '2027-11-01T06:00:00.000Z'],
  ])('after %s the next summary covers the week of %s and leaves at %s', (now, week, runAt) => {
    const next = nextWeeklySummary(new Date(now));
    expect(next.week).toBe(week);
    expect(next.runAt.toISOString()).toBe(runAt);
  });

  it.each([
    ['2026-11-16', 'semaine du lundi 16 au dimanche 22 novembre 2026'],
    ['2026-11-30', 'semaine du lundi 30 novembre au dimanche 6 décembre 2026'],
    ['2026-12-28', 'semaine du lundi 28 décembre 2026 au dimanche 3 janvier 2027'],
    ['2026-10-26', 'semaine du lundi 26 octobre au dimanche 1er novembre 2026'],
  ])('%s reads « %s »', (week, label) => {
    expect(weekLabel(week)).toBe(label);
  });

  it('names weeks by their Monday only', () => {
    expect(isSummaryWeek('2026-11-16')).toBe(true);
    expect(isSummaryWeek('2026-11-17')).toBe(false);
    expect(isSummaryWeek('2026-02-30')).toBe(false);
    expect(isSummaryWeek(20261116)).toBe(false);
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
  });
});
