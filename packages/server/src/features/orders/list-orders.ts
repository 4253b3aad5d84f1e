import type { OrderListItem } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { PAGE_SIZE, type Page } from '@conque/domain/shared/list-query';
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { establishments, orders, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';
import { containsPattern } from '../../http/list-query';
import type { ListOrdersQuery } from './order-input';

/**
 * Spec 001 §7 "orders: select with exact count": never drafts, newest first, 10 a page; a preparator
 * sees every establishment, anyone else only their own (none without one); exact status filter; the
 * search matches patient first name, last name or order number (trigram index).
 */
export const listOrders = async (
  deps: Deps,
  actor: Actor,
  query: ListOrdersQuery,
): Promise<Page<OrderListItem>> => {
  if (!can(actor, 'orders.list')) throw AppError.forbidden();
  const preparator = actor.role === 'preparator';
  const empty = { items: [], total: 0, page: query.page, pageSize: PAGE_SIZE };
  if (!preparator && actor.establishmentId === null) return empty;

  const filters: (SQL | undefined)[] = [ne(orders.status, 'draft')];
  if (!preparator && actor.establishmentId) filters.push(eq(orders.establishmentId, actor.establishmentId));
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(
        ilike(orders.patientFirstName, pattern),
        ilike(orders.patientLastName, pattern),
        ilike(orders.orderNumber, pattern),
      ),
    );
  }
  const where = and(...filters);

  // The count and the page at once (two pool connections on PostgreSQL); only the listed columns
  // are read, never the details JSON (bench/order-list.ts).
  const counting = deps.db.select({ total: count() }).from(orders).where(where);
  const paging = deps.db
    .select({
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        shippingMethod: orders.shippingMethod,
        patientFirstName: orders.patientFirstName,
        patientLastName: orders.patientLastName,
        createdAt: orders.createdAt,
        pdfUrl: orders.pdfUrl,
      },
      establishmentName: establishments.name,
      creatorFirstName: profiles.firstName,
      creatorLastName: profiles.lastName,
    })
    .from(orders)
    .innerJoin(establishments, eq(establishments.id, orders.establishmentId))
    .innerJoin(profiles, eq(profiles.id, orders.createdBy))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const [[counted], rows] = await Promise.all([counting, paging]);

  return {
    items: rows.map(({ order, establishmentName, creatorFirstName, creatorLastName }) => ({
      id: order.id,
      order_number: order.orderNumber,
      status: order.status,
      shipping_method: order.shippingMethod,
      patient_first_name: order.patientFirstName,
      patient_last_name: order.patientLastName,
      created_at: order.createdAt.toISOString(),
      pdf_url: order.pdfUrl,
      establishment_name: preparator ? establishmentName : null,
      created_by_name: preparator
        ? [creatorFirstName, creatorLastName].filter(Boolean).join(' ') || null
        : null,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
};
