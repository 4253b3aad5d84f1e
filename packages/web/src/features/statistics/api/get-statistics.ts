import type {
  EstablishmentActivity,
  LabStatistics,
  StatisticsPeriod,
} from '@conque/domain/statistics/statistics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const LOAD_FAILED = 'Impossible de charger les données';

/** GET /api/statistics?months= (préparateurs). */
export const useLabStatistics = (months: StatisticsPeriod) =>
  useQuery(
    queryOptions({
      queryKey: ['statistics', 'lab', months],
      queryFn: ({ signal }) => api<LabStatistics>(`/statistics?months=${months}`, { signal }),
      placeholderData: keepPreviousData,
      meta: { errorMessage: LOAD_FAILED },
    }),
  );

/** GET /api/statistics/establishment?months= (the manager's own establishment). */
export const useEstablishmentActivity = (months: StatisticsPeriod) =>
  useQuery(
    queryOptions({
      queryKey: ['statistics', 'establishment', months],
      queryFn: ({ signal }) =>
        api<EstablishmentActivity>(`/statistics/establishment?months=${months}`, { signal }),
      placeholderData: keepPreviousData,
      meta: { errorMessage: LOAD_FAILED },
    }),
  );
