import {
  IMPRESSION_MESSAGES,
  type ImpressionRequestsResponse,
} from '@conque/domain/orders/impression-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/query-client';

/** GET /api/orders/:id/impression-requests: under the orders tree, so the live events refresh it. */
export const impressionRequestsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.impressionRequests(orderId),
    queryFn: ({ signal }) =>
      api<ImpressionRequestsResponse>(`/orders/${encodeURIComponent(orderId)}/impression-requests`, {
        signal,
      }),
    meta: { errorMessage: IMPRESSION_MESSAGES.loadFailed },
    retry: retryUnlessRefused(1),
  });

export const useImpressionRequests = (orderId: string, enabled = true) =>
  useQuery({ ...impressionRequestsQueryOptions(orderId), enabled });
