import type { ShippingMethod } from '../catalogue/shipping-methods';
import type { TipType } from '../catalogue/tip-types';
import { type Instant, parisDay, parisMinuteOfDay } from '../shared/paris-time';
import type { CalendarDay } from './calendar-day';
import { formatCalendarDay } from './calendar-day-format';
import { cutoffMinutes, type PlanningSettings, PRODUCTION_DAYS_KEY } from './planning-settings';
import { addWorkingDays, isWorkingDay, nextWorkingDay } from './working-days';

// The day an order is promised to leave the lab (Paris days). Its production starts
// on the day it is validated if that is a working day and the cut-off hour has not come, otherwise on
// the next working day; it ships that many working days later (express takes some off, never below
// the start day itself). Decision 99.

export type PromiseInput = {
  validatedAt: Instant;
  tipType: TipType;
  shippingMethod: ShippingMethod;
  settings: PlanningSettings;
};

/** The working day production starts on. */
export const productionStartDay = (validatedAt: Instant, settings: PlanningSettings): CalendarDay => {
  const day = parisDay(validatedAt);
  const beforeCutoff = parisMinuteOfDay(validatedAt) < cutoffMinutes(settings.cutoff);
  return beforeCutoff && isWorkingDay(day, settings.closures) ? day : nextWorkingDay(day, settings.closures);
};

/** The production time in working days for this tip and delivery mode. */
export const productionDays = (
  tipType: TipType,
  shippingMethod: ShippingMethod,
  settings: PlanningSettings,
): number => {
  const days = settings[PRODUCTION_DAYS_KEY[tipType]];
  return shippingMethod === 'express' ? Math.max(0, days - settings.express_days_saved) : days;
};

/** The promised shipping day (or, for pickup, the day the order may be collected). */
export const promisedShipDay = (input: PromiseInput): CalendarDay =>
  addWorkingDays(
    productionStartDay(input.validatedAt, input.settings),
    productionDays(input.tipType, input.shippingMethod, input.settings),
    input.settings.closures,
  );

/**
 * Spec 001 §9's carriers: La Poste 48 h/72 h, Ciblex 24 h/48 h, counted in the carriers' working
 * days (Monday to Friday, public holidays excepted; the lab's closures do not stop them).
 */
const TRANSIT_DAYS: Record<Exclude<ShippingMethod, 'pickup'>, readonly [number, number]> = {
  standard: [2, 3],
  express: [1, 2],
};

export type DeliveryWindow = { first: CalendarDay; last: CalendarDay };

export const deliveryWindow = (
  shipDay: CalendarDay,
  shippingMethod: ShippingMethod,
): DeliveryWindow | null => {
  if (shippingMethod === 'pickup') return null;
  const [first, last] = TRANSIT_DAYS[shippingMethod];
  return { first: addWorkingDays(shipDay, first), last: addWorkingDays(shipDay, last) };
};

/** « jeudi 3 décembre ». */
export const formatPromiseDay = (day: CalendarDay): string => formatCalendarDay(day, 'EEEE d MMMM');

/** « Expédition prévue le jeudi 3 décembre », or for pickup « Disponible au retrait le … ». */
export const promisedShipText = (day: CalendarDay, shippingMethod: ShippingMethod): string =>
  shippingMethod === 'pickup'
    ? `Disponible au retrait le ${formatPromiseDay(day)}`
    : `Expédition prévue le ${formatPromiseDay(day)}`;

/** « Livraison estimée entre le vendredi 4 décembre et le lundi 7 décembre », or null for pickup. */
export const deliveryEstimateText = (day: CalendarDay, shippingMethod: ShippingMethod): string | null => {
  const window = deliveryWindow(day, shippingMethod);
  return window
    ? `Livraison estimée entre le ${formatPromiseDay(window.first)} et le ${formatPromiseDay(window.last)}`
    : null;
};
