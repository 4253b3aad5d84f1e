import { REMAKE_MESSAGES, type RemakeRatesResponse } from '@conque/domain/orders/remakes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/query-client';

/** GET /api/remake-rates?months=: per establishment, shipped orders and remakes by reason. */
export const useRemakeRates = (months: number) =>
  useQuery({
    queryKey: queryKeys.remakes.rates(months),
    queryFn: ({ signal }) => api<RemakeRatesResponse>(`/remake-rates?months=${months}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: REMAKE_MESSAGES.ratesLoadFailed },
    retry: retryUnlessRefused(1),
  });
