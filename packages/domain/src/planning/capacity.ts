import type { CalendarDay } from './calendar-day';
import type { Closure, PlanningSettings } from './planning-settings';
import { isWorkingDay, nextWorkingDay } from './working-days';

// The lab's capacity (decision 143): how many orders it finishes a working day. The orders due on a
// day are those promised for it and still awaiting shipment (due.ts's list: not shipped, not ready
// for pickup, not cancelled). A new order is promised the first working day, from the one the
// production time gives (promised-date.ts), with fewer orders due than the capacity; express and
// pickup alike, so that the rule stays one sentence. No capacity set: no limit, the day unchanged.

/** Orders due per promised day; a day it does not hold has none. */
export type DueByDay = ReadonlyMap<CalendarDay, number>;

/** The first working day from `from` (itself included) with room for one more order. */
export const firstDayWithRoom = (
  from: CalendarDay,
  due: DueByDay,
  capacity: number | null,
  closures: readonly Closure[] = [],
): CalendarDay => {
  if (capacity === null) return from;
  let day = isWorkingDay(from, closures) ? from : nextWorkingDay(from, closures);
  // Ends: `due` holds finitely many days, and a day it does not hold has room.
  while ((due.get(day) ?? 0) >= capacity) day = nextWorkingDay(day, closures);
  return day;
};

export const DAY_LOADS = ['open', 'full', 'over'] as const;
export type DayLoad = (typeof DAY_LOADS)[number];

/** « Complet » at the capacity, « Au-delà de la capacité » past it (a day moved onto by hand). */
export const DAY_LOAD_LABELS: Record<Exclude<DayLoad, 'open'>, string> = {
  full: 'Complet',
  over: 'Au-delà de la capacité',
};

export const dayLoad = (due: number, capacity: number | null): DayLoad => {
  if (capacity === null || due < capacity) return 'open';
  return due === capacity ? 'full' : 'over';
};

/** The « Planning » view's days: the `count` working days from `today` (itself if worked). */
export const upcomingWorkingDays = (
  today: CalendarDay,
  count: number,
  closures: readonly Closure[] = [],
): CalendarDay[] => {
  const days: CalendarDay[] = [];
  let day = isWorkingDay(today, closures) ? today : nextWorkingDay(today, closures);
  while (days.length < count) {
    days.push(day);
    day = nextWorkingDay(day, closures);
  }
  return days;
};

/** How many working days the « Planning » view shows (three working weeks). */
export const PLANNING_VIEW_DAYS = 15;

/** How many of a day's orders it lists (by number); the count is of them all. */
export const DAY_ORDERS_SHOWN = 50;

/** « 12 / 20 commandes », or « 12 commandes » without a capacity. */
export const dayLoadText = (due: number, settings: Pick<PlanningSettings, 'daily_capacity'>): string => {
  const orders = `commande${due > 1 ? 's' : ''}`;
  return settings.daily_capacity === null
    ? `${due} ${orders}`
    : `${due} / ${settings.daily_capacity} ${settings.daily_capacity > 1 ? 'commandes' : 'commande'}`;
};
