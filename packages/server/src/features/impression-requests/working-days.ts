import { inParis, parisTime } from '@conque/domain/shared/paris-time';
import joursFeries from '@socialgouv/jours-feries';

// Issue 22 item 2: the reminder waits three working days. A working day is Monday to Friday in Paris,
// French public holidays aside (metropolitan France: the lab's calendar; Alsace-Moselle's two
// extra days are not counted, decision 98). The holidays come from @socialgouv/jours-feries, kept by
// the French administration's digital team, which computes Easter and the days that follow it.

const holidaysByYear = new Map<number, Set<string>>();

const dayKey = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The year's holidays as YYYY-MM-DD (the library's dates are local midnights: read locally). */
const holidaysOf = (year: number): Set<string> => {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      Object.values(joursFeries(year)).map((date) =>
        dayKey(date.getFullYear(), date.getMonth() + 1, date.getDate()),
      ),
    );
    holidaysByYear.set(year, days);
  }
  return days;
};

/** Whether the Paris day of `at` is a working day. */
export const isWorkingDay = (at: Date): boolean => {
  const paris = inParis(at);
  const weekday = paris.getDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(paris.getFullYear()).has(
    dayKey(paris.getFullYear(), paris.getMonth() + 1, paris.getDate()),
  );
};

/**
 * The instant `days` working days after `at`, at the same Paris wall-clock time: asked on Monday at
 * 10:00, three working days later is Thursday at 10:00; asked on Friday, Wednesday; asked on a
 * Saturday, Wednesday too (Monday, Tuesday, Wednesday).
 */
export const addWorkingDays = (at: Date, days: number): Date => {
  const start = inParis(at);
  let counted = 0;
  let offset = 0;
  let candidate = at;
  while (counted < days) {
    offset += 1;
    candidate = parisTime(
      start.getFullYear(),
      start.getMonth() + 1,
      start.getDate() + offset,
      start.getHours(),
      start.getMinutes(),
    );
    if (isWorkingDay(candidate)) counted += 1;
  }
  return new Date(candidate.getTime() + start.getSeconds() * 1000 + start.getMilliseconds());
};
