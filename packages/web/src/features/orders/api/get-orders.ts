import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { Page } from '@conque/domain/shared/list-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORDERS_MESSAGES } from '../orders-messages';

/** One row of GET /api/orders (packages/server/src/features/orders/list-orders.ts). */
export type OrderListItem = {
  id: string;
  order_number: string | null;
  status: OrderStatus;
  shipping_method: ShippingMethod;
  patient_first_name: string;
  patient_last_name: string;
  created_at: string;
  pdf_url: string | null;
  /** Filled for preparators only (spec 001 §2 preparator dashboard). */
  establishment_name: string | null;
  created_by_name: string | null;
};

export type OrdersPage = Page<OrderListItem>;

export type OrdersQuery = { search: string; status: OrderStatus | undefined; page: number };

/** Spec 001 §8: a list without its count is an error ("a null count is also an error"). */
export class MissingCountError extends Error {
  constructor() {
    super(ORDERS_MESSAGES.loadFailed);
  }
}

export const getOrders = async (query: OrdersQuery, { signal }: { signal?: AbortSignal } = {}) => {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  const answer = await api<OrdersPage>(`/orders?${params}`, { signal });
  if (typeof answer?.total !== 'number' || !Array.isArray(answer.items)) throw new MissingCountError();
  return answer;
};

// Under ['orders', ...]: the wizard's saves and the draft deletions invalidate ['orders'].
export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: ['orders', 'list', query],
    queryFn: ({ signal }) => getOrders(query, { signal }),
    // The previous page stays on screen while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OrdersQuery, options: { refetchInterval?: number } = {}) =>
  useQuery({ ...ordersQueryOptions(query), refetchInterval: options.refetchInterval });
