import { z } from 'zod';
import { SHIPPING_METHOD_VALUES, type ShippingMethod } from '../catalogue/shipping-methods';
import { TIP_TYPE_VALUES, type TipType } from '../catalogue/tip-types';
import type { OrderStatus } from '../orders/statuses';
import type { SettingsVersionView, VersionedSettingsView } from '../shared/versioned-settings';
import type { CalendarDay } from './calendar-day';
import type { DayLoad } from './capacity';
import type { PublicHoliday } from './french-holidays';
import type { PlanningSettings } from './planning-settings';
import type { DeliveryWindow } from './promised-date';

// The planning endpoints' answers and queries, read by the web app.

/** One version of GET /api/planning, newest effective day first. */
export type PlanningVersionView = SettingsVersionView<'settings', PlanningSettings>;

/** GET /api/planning: the settings in force, every version, and the public holidays of the next year. */
export type PlanningView = VersionedSettingsView<'settings', PlanningSettings> & {
  holidays: PublicHoliday[];
};

/** GET /api/planning/quote?tipType=…&shippingMethod=…: the date an order validated now would get. */
export const planningQuoteQuerySchema = z.strictObject({
  tipType: z.enum(TIP_TYPE_VALUES, { error: "Type d'embout inconnu" }),
  shippingMethod: z.enum(SHIPPING_METHOD_VALUES, { error: 'Mode de livraison inconnu' }),
});
export type PlanningQuoteQuery = z.infer<typeof planningQuoteQuerySchema>;

export type PlanningQuote = { ship_on: CalendarDay; delivery: DeliveryWindow | null };

/** POST /api/orders/:id/promised-date: the day the order is now promised for. */
export type MovePromisedDateResult = { promised_ship_on: CalendarDay };

/** GET /api/orders/due-counts: the lab's orders late, due today (Paris day) and « À risque ». */
export type DueCounts = { late: number; today: number; at_risk: number; today_day: CalendarDay };

/** One order due on a day of GET /api/planning/days. */
export type PlanningDayOrder = {
  id: string;
  order_number: string | null;
  patient_first_name: string;
  patient_last_name: string;
  establishment_name: string;
  status: OrderStatus;
  shipping_method: ShippingMethod;
  tip_type: TipType | null;
};

/** A working day of the « Planning » view: its orders due against the capacity (decision 143). */
export type PlanningDayView = {
  day: CalendarDay;
  due: number;
  load: DayLoad;
  /** The first DAY_ORDERS_SHOWN of them, by number. */
  orders: PlanningDayOrder[];
};

/** GET /api/planning/days: the next PLANNING_VIEW_DAYS working days from today (Paris). */
export type PlanningDaysView = { daily_capacity: number | null; days: PlanningDayView[] };
