import { z } from 'zod';
import type { TipType } from '../catalogue/tip-types';
import { effectiveFromField } from '../shared/versioned-settings';
import { type CalendarDay, isCalendarDay } from './calendar-day';

// The lab's planning, set by préparateurs on the « Planning » page, in versions with
// an effective day like the price list (decision 64): production time in working days per type of
// tip, the days express takes off, the cut-off hour, the lab's own closures (the public holidays
// come from french-holidays.ts) and how many orders it finishes a working day (capacity.ts, decision
// 143). An order keeps the date it was promised at validation.

export const PLANNING_MESSAGES = {
  invalidDays: 'Un nombre entier de jours ouvrés entre 0 et 30',
  invalidCutoff: 'Heure invalide (HH:MM attendu, par exemple 14:00)',
  invalidDate: 'Date invalide (AAAA-MM-JJ attendu)',
  pastDate: "La date d'effet ne peut pas être passée",
  closureOrder: 'Le dernier jour de fermeture précède le premier',
  closureTooLong: 'Une fermeture dure au plus 366 jours',
  closureName: 'Indiquez le motif de la fermeture (80 caractères au maximum)',
  tooManyClosures: '30 fermetures au maximum',
  invalidCapacity: 'Un nombre entier de commandes entre 1 et 1000, ou rien pour ne pas limiter',
} as const;

export type Closure = { first_day: CalendarDay; last_day: CalendarDay; closure_name: string };

export type PlanningSettings = {
  production_days_classic: number;
  production_days_remote: number;
  production_days_protective: number;
  /** What express takes off the production time (never below 0 days). */
  express_days_saved: number;
  /** 'HH:mm', Paris time: an order validated at or after it counts from the next working day. */
  cutoff: string;
  closures: Closure[];
  /** Orders finished a working day; null: no limit (decision 143). */
  daily_capacity: number | null;
};

export const PRODUCTION_DAYS_KEY = {
  classic: 'production_days_classic',
  remote: 'production_days_remote',
  protective: 'production_days_protective',
} as const satisfies Record<TipType, keyof PlanningSettings>;

/** Before a préparateur sets them (decision 99): the landing page's 24-48 h for classic tips. */
export const DEFAULT_PLANNING: PlanningSettings = {
  production_days_classic: 2,
  production_days_remote: 3,
  production_days_protective: 4,
  express_days_saved: 1,
  cutoff: '14:00',
  closures: [],
  daily_capacity: null,
};

/** The bounds of `daily_capacity` (decision 143). */
export const DAILY_CAPACITY_MAX = 1000;

const workingDays = z
  .number({ error: PLANNING_MESSAGES.invalidDays })
  .refine((value) => Number.isInteger(value) && value >= 0 && value <= 30, PLANNING_MESSAGES.invalidDays);

const day = z
  .string({ error: PLANNING_MESSAGES.invalidDate })
  .refine(isCalendarDay, PLANNING_MESSAGES.invalidDate);

const closureSchema = z
  .strictObject({
    first_day: day,
    last_day: day,
    closure_name: z
      .string({ error: PLANNING_MESSAGES.closureName })
      .trim()
      .min(1, PLANNING_MESSAGES.closureName)
      .max(80, PLANNING_MESSAGES.closureName),
  })
  .superRefine((closure, context) => {
    if (!isCalendarDay(closure.first_day) || !isCalendarDay(closure.last_day)) return;
    if (closure.last_day < closure.first_day)
      context.addIssue({ code: 'custom', path: ['last_day'], message: PLANNING_MESSAGES.closureOrder });
    else if (Date.parse(closure.last_day) - Date.parse(closure.first_day) > 365 * 86_400_000)
      context.addIssue({ code: 'custom', path: ['last_day'], message: PLANNING_MESSAGES.closureTooLong });
  });

export const planningSettingsSchema = z.strictObject({
  production_days_classic: workingDays,
  production_days_remote: workingDays,
  production_days_protective: workingDays,
  express_days_saved: workingDays,
  cutoff: z
    .string({ error: PLANNING_MESSAGES.invalidCutoff })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, PLANNING_MESSAGES.invalidCutoff),
  closures: z.array(closureSchema).max(30, PLANNING_MESSAGES.tooManyClosures),
  // A version written before decision 143 has none: no limit, as before.
  daily_capacity: z
    .number({ error: PLANNING_MESSAGES.invalidCapacity })
    .refine(
      (value) => Number.isInteger(value) && value >= 1 && value <= DAILY_CAPACITY_MAX,
      PLANNING_MESSAGES.invalidCapacity,
    )
    .nullable()
    .default(null),
});

/** POST /api/planning: the settings and the Paris day they take effect (today or later). */
export const newPlanningVersionSchema = z.strictObject({
  effective_from: effectiveFromField(PLANNING_MESSAGES.invalidDate),
  settings: planningSettingsSchema,
});
export type NewPlanningVersion = z.infer<typeof newPlanningVersionSchema>;

/** The cut-off as minutes since midnight ('14:30' is 870). */
export const cutoffMinutes = (cutoff: string): number => {
  const [hours, minutes] = cutoff.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
