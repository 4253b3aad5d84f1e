import type { NewPriceListVersion, PriceListView } from '@conque/domain/pricing/price-list-versions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const PRICE_LIST_LOAD_FAILED = 'Impossible de charger les tarifs';

/** GET /api/price-list: the list in force and every version (issue 12 item 4, preparators). */
export const usePriceListVersions = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.priceList.versions,
      queryFn: ({ signal }) => api<PriceListView>('/price-list', { signal }),
      meta: { errorMessage: PRICE_LIST_LOAD_FAILED },
    }),
  );

/** POST /api/price-list: a new version; the versions and the list in force are read again. */
export const useCreatePriceListVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPriceListVersion) => api<{ id: string }>('/price-list', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.priceList.all }),
  });
};
