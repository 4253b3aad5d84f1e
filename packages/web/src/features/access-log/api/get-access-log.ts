import type { PatientDataReadsPage } from '@conque/domain/orders/patient-data-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const ACCESS_LOG_LOAD_FAILED = 'Impossible de charger le journal des accès';

/** GET /api/orders/:id/access-log: the newest reads of the order's patient data. */
export const getAccessLog = (orderId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<PatientDataReadsPage>(`/orders/${encodeURIComponent(orderId)}/access-log`, { signal });

// Under queryKeys.orders.all, like the history: a change of the order refreshes it.
export const useAccessLog = (orderId: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.orders.accessLog(orderId),
      queryFn: ({ signal }) => getAccessLog(orderId, { signal }),
      meta: { errorMessage: ACCESS_LOG_LOAD_FAILED },
    }),
  );
