import type { OrderStatus } from '../orders/statuses';
import { addCalendarDays, type CalendarDay } from './calendar-day';
import type { Closure } from './planning-settings';
import { isWorkingDay, nextWorkingDay } from './working-days';

// « À risque » (decision 143): an order the lab is making whose steps are behind its promised day,
// flagged before it is late. A step takes at least half a working day, so an order may pass two a
// day; it is at risk when the steps it still has to pass (its current one included) are more than
// twice the working days left (today and its promised day included), or when its promised day is
// today or the next working day and it has not reached its last step (the quality control). A late
// order is « En retard », not at risk; a done one, or one waiting for the clinic's impression, is
// neither.

export const AT_RISK_LABEL = 'À risque';

/** The statuses the lab is making an order in: registered reads as before its first step. */
const IN_PRODUCTION: readonly OrderStatus[] = ['registered', 'in_progress'];

export type RiskInput = {
  status: OrderStatus;
  promised: CalendarDay | null;
  /** The keys of the steps in force, in order (the last is the quality control). */
  steps: readonly string[];
  /** The order's step; null (or a key no longer in force) is the first. */
  currentStep: string | null;
  done: boolean;
  today: CalendarDay;
  closures?: readonly Closure[];
};

/** Working days from `today` to `promised`, both included (0 when it has passed). */
export const workingDaysLeft = (
  today: CalendarDay,
  promised: CalendarDay,
  closures: readonly Closure[] = [],
): number => {
  let count = 0;
  let day = isWorkingDay(today, closures) ? today : nextWorkingDay(today, closures);
  while (day <= promised) {
    count += 1;
    day = nextWorkingDay(day, closures);
  }
  return count;
};

/** The steps still to pass, the current one included (0 once done). */
export const stepsLeft = (steps: readonly string[], currentStep: string | null, done: boolean): number => {
  if (done) return 0;
  const index = currentStep === null ? 0 : Math.max(0, steps.indexOf(currentStep));
  return steps.length - index;
};

/**
 * The most steps an order may still have to pass with `days` working days left and not be at risk:
 * twice the days, and one (the quality control) when its promised day is today or the next working
 * day; none once no working day is left before it.
 */
export const stepsAllowed = (days: number): number => (days === 0 ? 0 : days <= 2 ? 1 : 2 * days);

export const isAtRisk = (input: RiskInput): boolean => {
  if (input.promised === null || input.promised < input.today) return false;
  if (!IN_PRODUCTION.includes(input.status) || input.done) return false;
  const days = workingDaysLeft(input.today, input.promised, input.closures);
  const steps =
    input.status === 'registered' ? input.steps.length : stepsLeft(input.steps, input.currentStep, false);
  return steps > stepsAllowed(days);
};

/**
 * The same rule as one lookup per order, for the lab's « À risque » filter and count in SQL: each
 * promised day from today on whose allowance is below the number of steps (later days are never at
 * risk: the allowance only grows), with that allowance; and each step's steps left. An order is at
 * risk when it is being made, not done, promised on one of `allowed`'s days, and its steps left
 * (all of them when registered, or its step unknown) are more than that day's allowance.
 */
export type RiskWindow = {
  from: CalendarDay;
  until: CalendarDay;
  /** Promised day → stepsAllowed on it. */
  allowed: Record<CalendarDay, number>;
  /** Step key → steps left from it, itself included. */
  stepsLeftFrom: Record<string, number>;
  stepCount: number;
};

// Thirty closures of up to 366 days each (planning-settings.ts) could follow one another: past them,
// and the few working days the steps need, the window has long ended.
const WINDOW_LIMIT = 30 * 367 + 400;

export const riskWindow = (
  today: CalendarDay,
  steps: readonly string[],
  closures: readonly Closure[] = [],
): RiskWindow => {
  const allowed: Record<CalendarDay, number> = {};
  let until = today;
  // workingDaysLeft(today, day), counted as the days go by.
  let workingDays = 0;
  for (let offset = 0; offset < WINDOW_LIMIT; offset += 1) {
    const day = addCalendarDays(today, offset);
    if (isWorkingDay(day, closures)) workingDays += 1;
    const allowance = stepsAllowed(workingDays);
    if (allowance >= steps.length) break;
    allowed[day] = allowance;
    until = day;
  }
  const stepsLeftFrom = Object.fromEntries(steps.map((key, index) => [key, steps.length - index]));
  return { from: today, until, allowed, stepsLeftFrom, stepCount: steps.length };
};
