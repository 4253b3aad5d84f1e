import { ORDER_SEARCH_COUNT_CAP } from '@conque/domain/orders/api-types';
import { type DueFilter, NOT_AWAITING_SHIPMENT } from '@conque/domain/planning/due';
import { PAGE_SIZE } from '@conque/domain/shared/list-query';
import { and, asc, desc, eq, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { establishments, orderCounts, orders, profiles } from '../../db/schema/index';
import { orderSearchWhere } from './order-search';

/**
 * The order list's one statement (issue 10), built once per shape and database and then only
 * executed: building it with Drizzle at every call was a fifth of the server's CPU a request
 * (bench/order-list). Shapes without a search are named prepared statements on PostgreSQL, the
 * first page with its LIMIT and OFFSET written out, so that PostgreSQL may keep one plan for them
 * (it cannot plan a LIMIT it does not know). Searches stay unnamed: each is planned for its own
 * pattern (a rare pattern read through the newest-first index would read every order).
 */
export type ListShape = {
  /** All establishments (a preparator) or one. */
  everyEstablishment: boolean;
  status: boolean;
  search: boolean;
  /** The search term is written like a number's start (order-search.ts). */
  numberStart: boolean;
  /** Issue 11 item 3: remakes only (the preparator's "Refabrications" filter). */
  remake: boolean;
  /** Issue 25 item 2: late orders, or those due today (the `today` parameter: a Paris day). */
  due: DueFilter | undefined;
  /** Issue 25 item 2: by promised day, the orders awaiting shipment first. */
  promisedSort: boolean;
  firstPage: boolean;
};

export type ListParams = {
  establishmentId?: string;
  status?: string;
  pattern?: string;
  numberPattern?: string;
  today?: string;
  offset?: number;
};

const placeholder = (name: keyof ListParams) => sql.placeholder(name);

/** Written into the statement: fixed numbers, never input. */
const literal = (value: number) => sql.raw(String(value)) as unknown as number;

// Written as the partial indexes' predicates are (migration 0020), so that PostgreSQL matches them.
const statusList = (statuses: readonly string[]) =>
  sql.raw(statuses.map((status) => `'${status}'`).join(', '));
/** domain/planning/due.ts: every status but these awaits shipment (a status added later included). */
export const awaitingShipment = sql`${orders.status} not in (${statusList(NOT_AWAITING_SHIPMENT)})`;
const doneFirstKey = sql`(${orders.status} in (${statusList(NOT_AWAITING_SHIPMENT.filter((status) => status !== 'draft'))}))`;

const dueWhere = (due: DueFilter | undefined) => {
  if (due === undefined) return undefined;
  const today = placeholder('today');
  return and(
    awaitingShipment,
    due === 'late' ? lt(orders.promisedShipOn, today) : eq(orders.promisedShipOn, today),
  );
};

const listedWhere = (shape: ListShape) =>
  and(
    ne(orders.status, 'draft'),
    shape.everyEstablishment ? undefined : eq(orders.establishmentId, placeholder('establishmentId')),
    shape.remake ? isNotNull(orders.remakeReason) : undefined,
    dueWhere(shape.due),
  );

/** Newest first (spec 001 §7), or by promised day with what awaits shipment first (issue 25). */
const listOrder = (shape: ListShape) =>
  shape.promisedSort
    ? [asc(doneFirstKey), sql`${orders.promisedShipOn} asc nulls last`, asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];

const searchWhere = (shape: ListShape) =>
  orderSearchWhere(
    placeholder('pattern'),
    placeholder('numberPattern'),
    shape.everyEstablishment || shape.numberStart,
  );

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
 * A search's (or the remakes') matches counted up to one past the cap: "Plus de 1 000" needs no more. Planned as a
 * MATERIALIZED CTE, that is for all its rows: a LIMIT 1001 in sight makes PostgreSQL prefer reading
 * the table until it has found 1 001 (thousands of ILIKEs) over the trigram index; a CTE is still
 * read lazily, so the count stops at 1 001 all the same. The status is checked on the matches rather
 * than through its index (bench/order-list: the status index cost more than the few rows it saved).
 */
const cappedCount = (db: Db, shape: ListShape): SQL => {
  const matches = db
    .select({ status: orders.status })
    .from(orders)
    .where(and(listedWhere(shape), shape.search ? searchWhere(shape) : undefined));
  const status = shape.status ? sql` where ${eq(sql`status`, placeholder('status'))}` : sql``;
  return sql`with matches as materialized (${matches})
    select count(*) from (select 1 from matches${status} limit ${sql.raw(String(ORDER_SEARCH_COUNT_CAP + 1))}) as capped`;
};

/** Whether the total is counted (capped) rather than read from the counters. */
export const countsMatches = (shape: ListShape): boolean =>
  shape.search || shape.remake || shape.due !== undefined;

export const totalOf = (db: Db, shape: ListShape): SQL =>
  countsMatches(shape) ? cappedCount(db, shape) : countedTotal(db, shape);

const build = (db: Db, shape: ListShape) => {
  const where = and(
    listedWhere(shape),
    shape.status ? eq(orders.status, placeholder('status')) : undefined,
    shape.search ? searchWhere(shape) : undefined,
  );
  // The page's ids first, from the list indexes alone (created_at and id are in each of them), then
  // only those ten rows read in full: a later page skips index entries, not table rows.
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...listOrder(shape))
    .limit(literal(PAGE_SIZE))
    .offset(shape.firstPage ? literal(0) : (placeholder('offset') as unknown as number))
    .as('page_ids');
  // The establishment's and the creator's names are shown to preparators only: nobody else's
  // page joins them (a smaller plan).
  const withNames = shape.everyEstablishment;
  const page = db
    .select({
      total: sql<number>`(${totalOf(db, shape)})`.mapWith(Number),
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        shippingMethod: orders.shippingMethod,
        patientFirstName: orders.patientFirstName,
        patientLastName: orders.patientLastName,
        createdAt: orders.createdAt,
        pdfUrl: orders.pdfUrl,
        remakeReason: orders.remakeReason,
        promisedShipOn: orders.promisedShipOn,
      },
      establishmentName: withNames ? establishments.name : sql<null>`null`,
      creatorFirstName: withNames ? profiles.firstName : sql<null>`null`,
      creatorLastName: withNames ? profiles.lastName : sql<null>`null`,
    })
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .orderBy(...listOrder(shape))
    .$dynamic();
  const joined = withNames
    ? page
        .innerJoin(establishments, eq(establishments.id, orders.establishmentId))
        .innerJoin(profiles, eq(profiles.id, orders.createdBy))
    : page;
  const name = shape.search
    ? undefined
    : `list_orders_${shape.everyEstablishment ? 'all' : 'one'}_${shape.status ? 'status' : 'any'}${shape.remake ? '_remake' : ''}${shape.due ? `_${shape.due}` : ''}${shape.promisedSort ? '_promised' : ''}_${shape.firstPage ? 'p1' : 'pn'}`;
  // Drizzle names the statement on PostgreSQL; without a name the driver sends it unnamed.
  return joined.prepare(name as string);
};

type Statement = ReturnType<typeof build>;
const statements = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement of this shape on this database, built at its first use. */
export const listStatement = (db: Db, shape: ListShape): Statement => {
  const key = `${shape.everyEstablishment}/${shape.status}/${shape.search}/${shape.numberStart}/${shape.remake}/${shape.due}/${shape.promisedSort}/${shape.firstPage}`;
  const byShape = statements.get(db) ?? new Map<string, Statement>();
  statements.set(db, byShape);
  let statement = byShape.get(key);
  if (!statement) {
    statement = build(db, shape);
    byShape.set(key, statement);
  }
  return statement;
};
