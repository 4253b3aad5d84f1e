import { ORDER_SEARCH_COUNT_CAP } from '@conque/domain/orders/api-types';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderCounts, orders } from '../../db/schema/index';
import { type ListShape, listedWhere, placeholder, searchWhere, statusWhere } from './list-orders-shape';
import { loweredFirstName, loweredLastName } from './order-search';

/** Counted up to one past the cap: "Plus de 1 000" needs no more. */
const COUNTED = ORDER_SEARCH_COUNT_CAP + 1;

/**
 * A preparator's search first matches the newest SEARCH_PROBE listed orders (of the
 * status). From SEARCH_PROBE_COMMON matches (3 %), the term is common enough that reading the list
 * newest first finds the count's 1 001 matches sooner than the trigram index reads all of them
 * (bench/order-list, 1 M orders, the database's time: « mar », 7.8 % of the orders, 4 ms against
 * 39 ms; « mor », 2.1 %, 10 ms either way). That reading stops after SEARCH_WALK_LIMIT orders,
 * should the term be common among the newest orders only. The choice changes the cost, never the
 * count.
 */
const SEARCH_PROBE = 500;
const SEARCH_PROBE_COMMON = 15;
const SEARCH_WALK_LIMIT = 100_000;

const number = (value: number) => sql.raw(String(value));

/** Exact, from the counters: one row per status of the establishment (or of all, null). */
const countedTotal = (db: Db, shape: ListShape): SQL =>
  sql`${db
    .select({ total: sql`coalesce(sum(${orderCounts.count}), 0)` })
    .from(orderCounts)
    .where(
      and(
        shape.everyEstablishment
          ? isNull(orderCounts.establishmentId)
          : eq(orderCounts.establishmentId, placeholder('establishmentId')),
        shape.status ? eq(orderCounts.status, placeholder('status')) : undefined,
      ),
    )}`;

/**
 * A search's (or the remakes', or the due orders') matches, planned as a MATERIALIZED CTE, that is
 * for all its rows: a LIMIT 1001 in sight makes PostgreSQL prefer reading the table until it has
 * found 1 001 (thousands of comparisons) over the trigram index; a CTE is still read lazily, so the
 * count stops at 1 001 all the same. The status is checked on the matches rather than through its
 * index (bench/order-list: the status index cost more than the few rows it saved). The row's ctid,
 * which no index holds, keeps PostgreSQL off the list indexes, which hold the names since migration
 * 0027: planned for all rows, reading a whole one looked cheaper to it than the trigram index (a
 * parallel read of 900 000 entries, 190 ms for « mar »).
 */
const materializedCount = (db: Db, shape: ListShape): SQL => {
  const matches = db
    .select({ status: orders.status, row: sql`ctid` })
    .from(orders)
    .where(and(listedWhere(shape), searchWhere(shape)));
  const status = shape.status ? sql` where ${eq(sql`status`, placeholder('status'))}` : sql``;
  return sql`with matches as materialized (${matches})
    select count(*) from (select 1 from matches${status} limit ${number(COUNTED)}) as capped`;
};

/**
 * One establishment's matches, as PostgreSQL chooses to read them (order-search.ts): a common term
 * from its list index newest first, at most all of its orders; a rare one through the trigram index.
 */
const establishmentCount = (db: Db, shape: ListShape): SQL => {
  const matches = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(listedWhere(shape), statusWhere(shape), searchWhere(shape)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(COUNTED);
  return sql`select count(*) from (${matches}) as capped`;
};

/** Matches among the newest `read` listed orders (of the status), counted up to `upTo`. */
const newestCount = (db: Db, shape: ListShape, read: number, upTo?: number): SQL => {
  const newest = db
    .select({
      firstName: sql`${loweredFirstName}`.as('first_name'),
      lastName: sql`${loweredLastName}`.as('last_name'),
    })
    .from(orders)
    .where(and(listedWhere(shape), statusWhere(shape)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(read)
    .as('newest');
  const pattern = placeholder('pattern');
  const limit = upTo === undefined ? sql`` : sql` limit ${number(upTo)}`;
  return sql`select count(*) from (select 1 from ${newest}
    where ${newest.firstName} like lower(${pattern}) or ${newest.lastName} like lower(${pattern})${limit}) as matched`;
};

/**
 * A preparator's name search (SEARCH_PROBE): a common term is counted from the list read newest
 * first, exact when that reading covered every listed order (of the status, by the counters); a
 * rare one, or one that stopped short, by the trigram index.
 */
const preparatorCount = (db: Db, shape: ListShape): SQL => {
  const probe = newestCount(db, shape, SEARCH_PROBE);
  const walk = newestCount(db, shape, SEARCH_WALK_LIMIT, COUNTED);
  // OFFSET 0 keeps the walk a subquery of its own, read once, rather than copied into each WHEN.
  return sql`select case
      when walked.count > ${number(ORDER_SEARCH_COUNT_CAP)} then walked.count
      when walked.count is not null and (${countedTotal(db, shape)}) <= ${number(SEARCH_WALK_LIMIT)}
        then walked.count
      else (${materializedCount(db, shape)})
    end
    from (select case when (${probe}) >= ${number(SEARCH_PROBE_COMMON)} then (${walk}) end as count
      offset 0) as walked`;
};

/** Whether the total is counted (capped) rather than read from the counters. */
export const countsMatches = (shape: ListShape): boolean =>
  shape.search !== undefined || shape.remake || shape.due !== undefined;

/**
 * The list's total: exact from the counters without a search or filter on its own, or the matches
 * counted up to ORDER_SEARCH_COUNT_CAP + 1 ("Plus de 1 000 commandes").
 */
export const totalOf = (db: Db, shape: ListShape): SQL => {
  if (!countsMatches(shape)) return countedTotal(db, shape);
  const plainSearch = shape.search !== undefined && !shape.remake && shape.due === undefined;
  if (plainSearch && !shape.everyEstablishment) return establishmentCount(db, shape);
  if (plainSearch && shape.search === 'names') return preparatorCount(db, shape);
  return materializedCount(db, shape);
};
