import type { PlanningView } from '@conque/domain/planning/api-types';
import type { NewPlanningVersion } from '@conque/domain/planning/planning-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const PLANNING_LOAD_FAILED = 'Impossible de charger le planning';

/** GET /api/planning (issue 25, préparateurs): the settings in force, every version, the holidays. */
export const usePlanningVersions = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.planning.versions,
      queryFn: ({ signal }) => api<PlanningView>('/planning', { signal }),
      meta: { errorMessage: PLANNING_LOAD_FAILED },
    }),
  );

/** POST /api/planning: a new version; the versions and every quote are read again. */
export const useCreatePlanningVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPlanningVersion) => api<{ id: string }>('/planning', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
};
