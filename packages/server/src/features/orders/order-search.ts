import { ilike, like, or, type SQLWrapper, sql } from 'drizzle-orm';
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

/** Whether the term is written like a number's start (searched as a prefix, through its index). */
export const isNumberStart = (search: string) => NUMBER_START.test(search);

export const orderSearchPatterns = (search: string): OrderSearchPatterns => ({
  pattern: containsPattern(search),
  numberPattern: isNumberStart(search) ? `${search}%` : containsPattern(search),
});

/**
 * Numbers hold digits and a dash only: LIKE finds there what ILIKE would.
 *
 * `throughIndexes` false: one establishment's orders (a manager's) searched for a name. They are
 * read through the establishment's list index and each is matched, as they are a few thousand where
 * the trigram index would read the matches of every establishment (bench/order-list, 1 M orders,
 * manager: « mar » + shipped, page 2, p95 96 → 51 ms; « mor » 54 → 49 ms). The names are then
 * written so that no index applies (`|| ''`), or PostgreSQL, which cannot know how few orders one
 * establishment has, takes the trigram index anyway. A preparator's search, and a number's start
 * (a few orders through two indexes), keep the indexes.
 */
export const orderSearchWhere = (
  pattern: string | SQLWrapper,
  numberPattern: string | SQLWrapper,
  throughIndexes: boolean,
) => {
  const name = (column: typeof orders.patientFirstName | typeof orders.patientLastName) =>
    throughIndexes ? column : sql`(${column} || '')`;
  return or(
    ilike(name(orders.patientFirstName), pattern),
    ilike(name(orders.patientLastName), pattern),
    like(orders.orderNumber, numberPattern),
  );
};
