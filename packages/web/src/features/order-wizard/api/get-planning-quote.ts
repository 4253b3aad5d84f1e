import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { TipType } from '@conque/domain/catalogue/tip-types';
import type { PlanningQuote } from '@conque/domain/planning/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

type QuoteQuery = { tipType: TipType; shippingMethod: ShippingMethod };

/** GET /api/planning/quote: the day an order validated now would be promised. */
export const getPlanningQuote = (query: QuoteQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api<PlanningQuote>(`/planning/quote?${new URLSearchParams(query)}`, { signal });

// The answer changes with the clock (the cut-off hour, midnight): asked again every minute while
// the summary is open, so that what it shows is what validation promises (decision 99).
const MINUTE = 60_000;

export const planningQuoteQueryOptions = (query: QuoteQuery) =>
  queryOptions({
    queryKey: queryKeys.planning.quote(query),
    queryFn: ({ signal }) => getPlanningQuote(query, { signal }),
    staleTime: MINUTE,
    refetchInterval: MINUTE,
  });

export const usePlanningQuote = (tipType: TipType | undefined, shippingMethod: ShippingMethod) =>
  useQuery({
    ...planningQuoteQueryOptions({ tipType: tipType ?? 'classic', shippingMethod }),
    enabled: tipType !== undefined,
  });
