import { addCalendarDays, type CalendarDay, weekdayOf } from './calendar-day';
import { publicHolidayOn } from './french-holidays';
import type { Closure } from './planning-settings';

// The lab works Monday to Friday, except French public holidays and its own closures. The
// carriers deliver on the same weekdays except public holidays: the lab's closures do not stop them.

/** Why a day is not worked, or null when it is. */
export const closedReason = (day: CalendarDay, closures: readonly Closure[] = []): string | null => {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return weekday === 0 ? 'Dimanche' : 'Samedi';
  const holiday = publicHolidayOn(day);
  if (holiday) return holiday;
  const closure = closures.find((entry) => entry.first_day <= day && day <= entry.last_day);
  return closure ? closure.closure_name : null;
};

export const isWorkingDay = (day: CalendarDay, closures: readonly Closure[] = []): boolean =>
  closedReason(day, closures) === null;

// A closure is at most 366 days and there are at most 30: no search needs more than this.
const SEARCH_LIMIT = 30 * 367 + 60;

/** The first working day strictly after `day`. */
export const nextWorkingDay = (day: CalendarDay, closures: readonly Closure[] = []): CalendarDay => {
  let next = addCalendarDays(day, 1);
  for (let step = 0; step < SEARCH_LIMIT && !isWorkingDay(next, closures); step += 1)
    next = addCalendarDays(next, 1);
  return next;
};

/** The `count`-th working day after `day` (`day` itself for 0, whether worked or not). */
export const addWorkingDays = (
  day: CalendarDay,
  count: number,
  closures: readonly Closure[] = [],
): CalendarDay => {
  let current = day;
  for (let done = 0; done < count; done += 1) current = nextWorkingDay(current, closures);
  return current;
};
