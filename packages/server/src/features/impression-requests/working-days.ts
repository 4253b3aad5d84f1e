import {
  addWorkingDays as addWorkingDaysAfter,
  isWorkingDay as isWorkedDay,
} from '@conque/domain/planning/working-days';
import { inParis, parisDay, parisTime } from '@conque/domain/shared/paris-time';

// The reminder waits three working days: Monday to Friday in Paris, French public
// holidays aside (metropolitan France; Alsace-Moselle's two extra days are not counted, decision 98),
// by the domain's one rule (domain/planning/working-days.ts, which the promised shipping day uses
// too, decision 99), without the lab's own closures: the clinic works then.

/** Whether the Paris day of `at` is a working day. */
export const isWorkingDay = (at: Date): boolean => isWorkedDay(parisDay(at));

/**
 * The instant `days` working days after `at`, at the same Paris wall-clock time: asked on Monday at
 * 10:00, three working days later is Thursday at 10:00; asked on Friday, Wednesday; asked on a
 * Saturday, Wednesday too (Monday, Tuesday, Wednesday).
 */
export const addWorkingDays = (at: Date, days: number): Date => {
  const [year, month, day] = addWorkingDaysAfter(parisDay(at), days).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const clock = inParis(at);
  const landed = parisTime(year, month, day, clock.getHours(), clock.getMinutes());
  return new Date(landed.getTime() + clock.getSeconds() * 1000 + clock.getMilliseconds());
};
