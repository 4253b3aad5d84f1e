import { afterEach, describe, expect, it } from 'vitest';
import { computeFrenchPublicHolidays, frenchPublicHolidays, publicHolidayOn } from './french-holidays';

describe('French public holidays', () => {
  it.each([
    // Easter 2026 is 5 April, 2027 is 28 March (the night the clocks go forward).
    [
      2026,
      [
        '2026-01-01',
        '2026-04-06',
        '2026-05-01',
        '2026-05-08',
        '2026-05-14',
        '2026-05-25',
        '2026-07-14',
        '2026-08-15',
        '2026-11-01',
        '2026-11-11',
        '2026-12-25',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-03-29',
        '2027-05-01',
        '2027-05-06',
        '2027-05-08',
        '2027-05-17',
        '2027-07-14',
        '2027-08-15',
        '2027-11-01',
        '2027-11-11',
        '2027-12-25',
      ],
    ],
  ])('%i: the eleven days of metropolitan France', (year, days) => {
    expect(frenchPublicHolidays(year).map((holiday) => holiday.day)).toEqual(days);
  });

  it('names Easter Monday and Whit Monday', () => {
    expect(publicHolidayOn('2027-03-29')).toBe('Lundi de Pâques');
    expect(publicHolidayOn('2026-05-25')).toBe('Lundi de Pentecôte');
    expect(publicHolidayOn('2026-05-26')).toBeUndefined();
  });

  describe('whatever the zone the process runs in', () => {
    // The domain has no Node types: the test alone reaches for the environment.
    const { env } = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
      .process;
    const zone = env.TZ;
    afterEach(() => {
      if (zone === undefined) delete env.TZ;
      else env.TZ = zone;
    });
    // Santiago's clocks go back on 4 April 2027, between Easter and Whit Monday; Paris's go forward
    // on Easter Sunday itself; Auckland's back on 4 April too, from the other side of UTC.
    it.each(['Europe/Paris', 'America/Santiago', 'Pacific/Auckland', 'UTC'])('%s', (timeZone) => {
      env.TZ = timeZone;
      const days = computeFrenchPublicHolidays(2027).map((holiday) => holiday.day);
      expect(days).toContain('2027-03-29');
      expect(days).toContain('2027-05-06');
      expect(days).toContain('2027-05-17');
      expect(days).toHaveLength(11);
    });
  });
});
