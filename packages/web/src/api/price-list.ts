import type { PriceList } from '@conque/domain/pricing/price-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/price-list/current: the lab's list in force, for the wizard's labels. */
export const getCurrentPriceList = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<PriceList>('/price-list/current', { signal });

export const useCurrentPriceList = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.priceList.current,
      queryFn: ({ signal }) => getCurrentPriceList({ signal }),
      // A new version takes effect at a Paris midnight: an hour-old copy is right all day.
      staleTime: 60 * 60_000,
    }),
  );
