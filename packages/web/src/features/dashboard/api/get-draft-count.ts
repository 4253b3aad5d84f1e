import type { DraftCountResponse } from '@conque/domain/accounts/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/orders/draft-count: the drafts the current user created (spec 000 §6), for the menu badge. */
export const getDraftCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<DraftCountResponse>('/orders/draft-count', { signal });

// Under queryKeys.orders.all, so the ordering features' invalidation refreshes the badge.
export const draftCountQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.orders.draftCount(userId),
    queryFn: ({ signal }) => getDraftCount({ signal }),
    enabled: Boolean(userId),
  });

export const useDraftCount = ({ userId, enabled }: { userId: string | undefined; enabled: boolean }) =>
  useQuery({ ...draftCountQueryOptions(userId), enabled: enabled && Boolean(userId) });
