import type { OrderStatus } from '../orders/statuses';
import { AT_RISK_LABEL } from './at-risk';
import type { CalendarDay } from './calendar-day';

// What is due. An order is awaiting shipment in any status but these, so that a
// status added before shipping (another branch adds one) counts without a change here; the server's
// SQL and indexes read the same list.
export const NOT_AWAITING_SHIPMENT: readonly OrderStatus[] = [
  'draft',
  'shipped',
  'ready_pickup',
  'cancelled',
];

export const isAwaitingShipment = (status: OrderStatus): boolean => !NOT_AWAITING_SHIPMENT.includes(status);

/** An order's place against its promised day, as its row shows it. */
export type DueState = 'late' | 'today';

// The lab's filters of its dashboard: the two states, and the orders « À risque » (at-risk.ts).
export const DUE_FILTERS = ['late', 'today', 'at_risk'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export const DUE_FILTER_LABELS: Record<DueFilter, string> = {
  late: 'En retard',
  today: "À expédier aujourd'hui",
  at_risk: AT_RISK_LABEL,
};

/** 'late' before its promised day has passed unshipped, 'today' on that day, else null. */
export const dueState = (
  promised: CalendarDay | null,
  status: OrderStatus,
  today: CalendarDay,
): DueState | null => {
  if (promised === null || !isAwaitingShipment(status)) return null;
  if (promised < today) return 'late';
  return promised === today ? 'today' : null;
};
