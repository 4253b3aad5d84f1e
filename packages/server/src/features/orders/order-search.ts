import { ilike, like, or, type SQLWrapper } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { containsPattern } from '../../http/list-query';

/**
 * Spec 001 §7 search, shared by the order list and its CSV export: the patient's first or last name
 * or the order number contains the term.
 *
 * A term written like the start of a number (« 2026-004 ») can only be found at the start of one,
 * since every number is the year, a dash, then digits (orders/order-number.ts): it is searched as a
 * prefix, through the btree orders_number_prefix_idx. Through the trigram index it read nearly
 * every order, as every number shares its trigrams « 202 », « 026 », « 26- », « -00 »
 * (bench/order-list, 1 M orders: 6.2 s).
 */
const NUMBER_START = /^\d{4}-\d*$/;

export type OrderSearchPatterns = { pattern: string; numberPattern: string };

export const orderSearchPatterns = (search: string): OrderSearchPatterns => ({
  pattern: containsPattern(search),
  numberPattern: NUMBER_START.test(search) ? `${search}%` : containsPattern(search),
});

/** Numbers hold digits and a dash only: LIKE finds there what ILIKE would. */
export const orderSearchWhere = (pattern: string | SQLWrapper, numberPattern: string | SQLWrapper) =>
  or(
    ilike(orders.patientFirstName, pattern),
    ilike(orders.patientLastName, pattern),
    like(orders.orderNumber, numberPattern),
  );
