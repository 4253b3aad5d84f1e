import type { OrderStatus } from '@conque/domain/orders/statuses';
import { type Actor, can } from '@conque/domain/permissions/can';
import type { ApiOrderSummary, ApiOrdersQuery } from '@conque/domain/public-api/v1-schemas';
import { and, asc, eq, gt, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';

const DEFAULT_PAGE = 50;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// The cursor carries the last row's updated_at as PostgreSQL writes it (microseconds: a JavaScript
// Date would round them off and skip or repeat rows) and its id.
const encodeCursor = (updatedAt: string, id: string) =>
  Buffer.from(`${updatedAt}|${id}`).toString('base64url');
const decodeCursor = (cursor: string) => {
  const [updatedAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!updatedAt || !id || Number.isNaN(Date.parse(updatedAt)) || !/^[0-9a-f-]{36}$/.test(id))
    throw AppError.badRequest('Curseur : curseur invalide', 'cursor');
  return { updatedAt, id };
};

/**
 * Issue 24 item 2: the orders a key's creator sees (never drafts; a préparateur every
 * establishment's, a manager its own), oldest change first, so that a client polling with
 * `updated_since` and the cursor misses none. Walks the (establishment, updated_at, id) indexes of
 * migration 0026 the way the screens' list walks its own.
 */
export const listApiOrders = async (
  deps: Deps,
  actor: Actor,
  query: ApiOrdersQuery,
): Promise<{ items: ApiOrderSummary[]; next_cursor: string | null }> => {
  if (!can(actor, 'orders.list')) throw AppError.forbidden();
  const preparator = actor.role === 'preparator';
  if (!preparator && actor.establishmentId === null) return { items: [], next_cursor: null };
  const limit = query.limit ?? DEFAULT_PAGE;
  const conditions: (SQL | undefined)[] = [ne(orders.status, 'draft')];
  if (!preparator && actor.establishmentId)
    conditions.push(eq(orders.establishmentId, actor.establishmentId));
  if (query.updated_since) conditions.push(gte(orders.updatedAt, new Date(query.updated_since)));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    const at = sql`${after.updatedAt}::timestamptz`;
    conditions.push(or(gt(orders.updatedAt, at), and(eq(orders.updatedAt, at), gt(orders.id, after.id))));
  }
  const walk = (status?: OrderStatus) =>
    deps.db
      .select({ order: orders, updatedAtText: sql<string>`${orders.updatedAt}::text`.as('updated_at_text') })
      .from(orders)
      .where(and(...conditions, status === undefined ? undefined : eq(orders.status, status)))
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .limit(limit + 1);
  const statuses = [...new Set(query.status?.split(',') as OrderStatus[] | undefined)];
  // One index walk per status asked ((establishment,) status, updated_at, id), merged: a filter on
  // the (updated_at, id) walk would read every order of the other statuses first.
  const rows =
    statuses.length === 0
      ? await walk()
      : (await Promise.all(statuses.map(walk)))
          .flat()
          // PostgreSQL's text of one session's time zone sorts as the instants do (the fraction's
          // digits compare as decimals); a uuid sorts as its text.
          .sort((a, b) => byText(a.updatedAtText, b.updatedAtText) || byText(a.order.id, b.order.id))
          .slice(0, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ order }) => ({
      id: order.id,
      order_number: order.orderNumber,
      status: order.status,
      establishment_id: order.establishmentId,
      patient_first_name: order.patientFirstName,
      patient_last_name: order.patientLastName,
      shipping_method: order.shippingMethod,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
      validated_at: order.validatedAt?.toISOString() ?? null,
      promised_ship_on: order.promisedShipOn,
    })),
    next_cursor: rows.length > limit && last ? encodeCursor(last.updatedAtText, last.order.id) : null,
  };
};
