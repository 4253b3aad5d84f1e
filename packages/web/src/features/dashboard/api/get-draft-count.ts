import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DraftCount = { count: number };

/** GET /api/orders/draft-count: the drafts the current user created (spec 000 §6), for the menu badge. */
export const getDraftCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<DraftCount>('/orders/draft-count', { signal });

// Keyed under ['orders', ...] so the ordering features' invalidation of ['orders'] refreshes the badge.
export const draftCountQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', 'draft-count', userId],
    queryFn: ({ signal }) => getDraftCount({ signal }),
    enabled: Boolean(userId),
  });

export const useDraftCount = ({ userId, enabled }: { userId: string | undefined; enabled: boolean }) =>
  useQuery({ ...draftCountQueryOptions(userId), enabled: enabled && Boolean(userId) });
