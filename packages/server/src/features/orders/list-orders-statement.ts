import { PAGE_SIZE } from '@conque/domain/shared/list-query';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { establishments, orders, profiles } from '../../db/schema/index';
import { statementsByShape } from '../../db/statements-by-shape';
import {
  type ListShape,
  listedWhere,
  listOrder,
  literal,
  placeholder,
  searchWhere,
  statusWhere,
} from './list-orders-shape';
import { totalOf } from './list-orders-total';

/**
 * The order list's one statement, built once per shape and database and then only
 * executed: building it with Drizzle at every call was a fifth of the server's CPU a request
 * (bench/order-list). Shapes without a search are named prepared statements on PostgreSQL, the
 * first page with its LIMIT and OFFSET written out, so that PostgreSQL may keep one plan for them
 * (it cannot plan a LIMIT it does not know). Searches stay unnamed: each is planned for its own
 * pattern (a rare pattern read through the newest-first index would read every order).
 */
const build = (db: Db, shape: ListShape) => {
  const where = and(listedWhere(shape), statusWhere(shape), searchWhere(shape));
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
        productionStep: orders.productionStep,
        productionDone: orders.productionDone,
        productionRevision: orders.productionRevision,
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
  const name =
    shape.search !== undefined
      ? undefined
      : `list_orders_${shape.everyEstablishment ? 'all' : 'one'}_${shape.status ? 'status' : 'any'}${shape.remake ? '_remake' : ''}${shape.due ? `_${shape.due}` : ''}${shape.promisedSort ? '_promised' : ''}_${shape.firstPage ? 'p1' : 'pn'}`;
  // Drizzle names the statement on PostgreSQL; without a name the driver sends it unnamed.
  return joined.prepare(name as string);
};

/** The prepared statement of this shape on this database, built at its first use. */
export const listStatement = statementsByShape(
  (shape: ListShape) =>
    `${shape.everyEstablishment}/${shape.status}/${shape.search}/${shape.remake}/${shape.due}/${shape.promisedSort}/${shape.firstPage}`,
  build,
);
