import { like, or, type SQLWrapper, sql } from 'drizzle-orm';
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
 * (bench/order-list, 1 M orders: 6.2 s). For the same reason a term holding anything but digits and
 * dashes (« mor », « Dupont ») cannot be in a number at all: only the names are searched.
 */
const NUMBER_START = /^\d{4}-\d*$/;
const NUMBER_CHARACTERS = /^[\d-]*$/;

/** What the term can be found in: names only, names and numbers, or a number's start too. */
export type SearchKind = 'names' | 'digits' | 'numberStart';

export type OrderSearchPatterns = { pattern: string; numberPattern: string };

/** Whether the term is written like a number's start (searched as a prefix, through its index). */
export const isNumberStart = (search: string) => NUMBER_START.test(search);

export const searchKind = (search: string): SearchKind =>
  isNumberStart(search) ? 'numberStart' : NUMBER_CHARACTERS.test(search) ? 'digits' : 'names';

export const orderSearchPatterns = (search: string): OrderSearchPatterns => ({
  pattern: containsPattern(search),
  numberPattern: isNumberStart(search) ? `${search}%` : containsPattern(search),
});

/**
 * The names lowered, as the trigram index and the order lists' indexes hold them (migration 0027):
 * `lower(name) LIKE lower(pattern)` is what `name ILIKE pattern` computes (PostgreSQL lowers both
 * sides, then matches), but the lowering is done once, when the order is written, rather than at
 * every order a search reads: a row's three comparisons cost 0.2 µs instead of 1.4 µs
 * (bench/order-list's machine). Numbers hold digits and a dash only: LIKE finds there what ILIKE
 * would.
 *
 * As the list indexes hold what the search compares, PostgreSQL chooses by itself, pattern by
 * pattern, between every match through the trigram index (a rare term) and the list read newest
 * first from its index alone (a common term, or one establishment's few thousand orders: a
 * manager's « mor » went from 22 to 3 ms of the database's time at 1 M orders). Before, reading the
 * list meant a table row an order, and one establishment's names were written `name || ''` so that
 * PostgreSQL, which cannot know how few orders one establishment has, kept off the trigram index.
 */
export const loweredFirstName = sql`lower(${orders.patientFirstName})`;
export const loweredLastName = sql`lower(${orders.patientLastName})`;

export const orderSearchWhere = ({
  pattern,
  numberPattern,
  kind,
}: {
  pattern: string | SQLWrapper;
  numberPattern: string | SQLWrapper;
  kind: SearchKind;
}) =>
  or(
    sql`${loweredFirstName} like lower(${pattern})`,
    sql`${loweredLastName} like lower(${pattern})`,
    kind === 'names' ? undefined : like(orders.orderNumber, numberPattern),
  );
