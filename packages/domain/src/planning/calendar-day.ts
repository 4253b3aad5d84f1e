// Calendar days written 'yyyy-MM-dd' (a Paris day, as paris-time.ts's parisDay gives it). Adding days
// or reading a weekday of a calendar day involves no clock and no zone: UTC is used here only as a
// calendar without daylight-saving changes, never to read an instant.

export type CalendarDay = string;

const DAY_MS = 86_400_000;

const toUtc = (day: CalendarDay): number => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};

const fromUtc = (utc: number): CalendarDay => new Date(utc).toISOString().slice(0, 10);

/** Whether `value` is a real day written 'yyyy-MM-dd' ('2026-02-30' is not). */
export const isCalendarDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;

export const addCalendarDays = (day: CalendarDay, days: number): CalendarDay =>
  fromUtc(toUtc(day) + days * DAY_MS);

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: CalendarDay): number => new Date(toUtc(day)).getUTCDay();

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDay, to: CalendarDay): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

export const yearOf = (day: CalendarDay): number => Number(day.slice(0, 4));
