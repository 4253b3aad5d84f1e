import { addCalendarDays, type CalendarDay, isCalendarDay, weekdayOf } from '../planning/calendar-day';
import { formatParis, parisDay, parisTime } from '../shared/paris-time';

// The weekly summary covers one ISO week of the Paris calendar, Monday 00:00 to the
// next Monday 00:00 in Paris, and leaves on the Monday after it at 07:00 Paris time. A week is named
// by its Monday, 'yyyy-MM-dd' (the ISO week and its Monday name each other one to one): it is the
// job's payload and, with the person, the key that lets one mail per person and week leave.

export type SummaryWeek = CalendarDay;

/** 07:00 on a Paris clock: before the working day, after the night's jobs. */
export const WEEKLY_SUMMARY_HOUR = 7;

const dayParts = (day: CalendarDay) => day.split('-').map(Number) as [number, number, number];

/** The Monday of the Paris week an instant falls in (Sunday 23:30 UTC in summer is already Monday). */
export const parisWeekOf = (instant: Date): SummaryWeek => {
  const day = parisDay(instant);
  return addCalendarDays(day, -((weekdayOf(day) + 6) % 7));
};

export const addWeeks = (week: SummaryWeek, count: number): SummaryWeek => addCalendarDays(week, 7 * count);

/** [start, end) of the week as UTC instants: 7 × 24 h, or an hour less or more across a DST change. */
export const weekWindow = (week: SummaryWeek): { start: Date; end: Date } => {
  const [year, month, day] = dayParts(week);
  const [nextYear, nextMonth, nextDay] = dayParts(addWeeks(week, 1));
  return { start: parisTime(year, month, day), end: parisTime(nextYear, nextMonth, nextDay) };
};

/** When the summary of `week` leaves: the next Monday, 07:00 Paris time. */
export const weeklySummaryRunAt = (week: SummaryWeek): Date => {
  const [year, month, day] = dayParts(addWeeks(week, 1));
  return parisTime(year, month, day, WEEKLY_SUMMARY_HOUR);
};

/** The next summary run strictly after `now`, and the week it covers. */
export const nextWeeklySummary = (now: Date): { week: SummaryWeek; runAt: Date } => {
  const previous = addWeeks(parisWeekOf(now), -1);
  const week = weeklySummaryRunAt(previous) > now ? previous : parisWeekOf(now);
  return { week, runAt: weeklySummaryRunAt(week) };
};

const atNoon = (day: CalendarDay) => {
  const [year, month, date] = dayParts(day);
  return parisTime(year, month, date, 12);
};

/** « lundi 16 », « dimanche 1er » (date-fns's `do` alone would write « 16ème »). */
const weekdayAndDate = (day: CalendarDay) => {
  const date = Number(day.slice(8));
  return `${formatParis(atNoon(day), 'EEEE')} ${date === 1 ? '1er' : date}`;
};

/**
 * « semaine du lundi 16 au dimanche 22 novembre 2026 », with the month (and the year) of the Monday
 * written out when the Sunday's differs.
 */
export const weekLabel = (week: SummaryWeek): string => {
  const sunday = addCalendarDays(week, 6);
  const month = (day: CalendarDay) => formatParis(atNoon(day), 'MMMM');
  const monday =
    week.slice(0, 4) !== sunday.slice(0, 4)
      ? `${weekdayAndDate(week)} ${month(week)} ${week.slice(0, 4)}`
      : week.slice(0, 7) !== sunday.slice(0, 7)
        ? `${weekdayAndDate(week)} ${month(week)}`
        : weekdayAndDate(week);
  return `semaine du ${monday} au ${weekdayAndDate(sunday)} ${month(sunday)} ${sunday.slice(0, 4)}`;
};

/** Whether `value` names a week: a real Monday, 'yyyy-MM-dd'. */
export const isSummaryWeek = (value: unknown): value is SummaryWeek =>
  typeof value === 'string' && isCalendarDay(value) && weekdayOf(value) === 1;
