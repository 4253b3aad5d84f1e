import joursFeries from '@socialgouv/jours-feries';
import type { CalendarDay } from './calendar-day';

// The French public holidays (metropolitan France: Alsace-Moselle's Good Friday and
// St Stephen's day are not the lab's) come from a maintained library, not from a table of ours:
// @socialgouv/jours-feries computes Easter and the days that follow it (Easter Monday, Ascension,
// Whit Monday) for any year.
//
// The library builds local-midnight Dates and adds days as 24-hour steps, so in a zone whose
// clocks change between Easter and Whit Monday a derived day lands an hour off midnight, on either
// side. Reading each Date at local noon of its nearest midnight gives the intended calendar day in
// every zone (the server's UTC, a browser in Paris or in Santiago).

export type PublicHoliday = { day: CalendarDay; name: string };

const pad = (value: number) => String(value).padStart(2, '0');
const HALF_DAY_MS = 12 * 3_600_000;

// 23:00 the day before, 00:00 or 01:00 the day itself: twelve hours later it is that day's daytime.
const calendarDayOf = (date: Date): CalendarDay => {
  const noon = new Date(date.getTime() + HALF_DAY_MS);
  return `${noon.getFullYear()}-${pad(noon.getMonth() + 1)}-${pad(noon.getDate())}`;
};

/** The year's public holidays, in date order, computed in the zone the process runs in now. */
export const computeFrenchPublicHolidays = (year: number): PublicHoliday[] =>
  Object.entries(joursFeries(year))
    .map(([name, date]) => ({ day: calendarDayOf(date), name }))
    .sort((a, b) => a.day.localeCompare(b.day));

const byYear = new Map<number, PublicHoliday[]>();

/** The year's public holidays, in date order (computed once per year). */
export const frenchPublicHolidays = (year: number): PublicHoliday[] => {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = computeFrenchPublicHolidays(year);
    byYear.set(year, holidays);
  }
  return holidays;
};

/** The holiday's name on `day`, or undefined on an ordinary day. */
export const publicHolidayOn = (day: CalendarDay): string | undefined =>
  frenchPublicHolidays(Number(day.slice(0, 4))).find((holiday) => holiday.day === day)?.name;
