import type { PlanningDaysView } from '@conque/domain/planning/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const PLANNING_DAYS_LOAD_FAILED = 'Impossible de charger les prochains jours';

/** GET /api/planning/days (préparateurs): the next working days, their orders due and the capacity. */
export const getPlanningDays = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<PlanningDaysView>('/planning/days', { signal });

export const planningDaysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders.planningDays,
    queryFn: getPlanningDays,
    meta: { errorMessage: PLANNING_DAYS_LOAD_FAILED },
  });

export const usePlanningDays = () => useQuery(planningDaysQueryOptions());
