import type { OrderListPage } from '@conque/domain/orders/api-types';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { DueFilter } from '@conque/domain/planning/due';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { ORDERS_MESSAGES } from '../orders-messages';

// The row's shape is the server's, written once in domain; the list components import it from here.
export type { OrderListItem } from '@conque/domain/orders/api-types';

export type OrdersPage = OrderListPage;

export type OrdersQuery = {
  search: string;
  status: OrderStatus | undefined;
  /** Remakes only. */
  remake?: boolean;
  /** The lab's late orders, or those due today; sorted by promised day. */
  due?: DueFilter;
  sort?: 'promised';
  page: number;
};

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
  if (query.remake) params.set('remake', 'true');
  if (query.due) params.set('due', query.due);
  if (query.sort) params.set('sort', query.sort);
  const answer = await api<OrdersPage>(`/orders?${params}`, { signal });
  if (typeof answer?.total !== 'number' || !Array.isArray(answer.items)) throw new MissingCountError();
  return answer;
};

// Under queryKeys.orders.all: the wizard's saves and the draft deletions invalidate it.
export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: ({ signal }) => getOrders(query, { signal }),
    // The previous page stays on screen while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
    meta: { errorMessage: ORDERS_MESSAGES.loadFailed },
  });

export const useOrders = (query: OrdersQuery, options: { refetchInterval?: number } = {}) =>
  useQuery({ ...ordersQueryOptions(query), refetchInterval: options.refetchInterval });
