import type { ClearOrderNotificationsResponse, OrderNotificationList } from '@conque/domain/orders/api-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useProfile } from './profile';
import { queryKeys } from './query-keys';

/** GET /api/notifications: a person's own bell on the establishment side. */
export const getOrderNotifications = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<OrderNotificationList>('/notifications', { signal });

// The live stream rings it (a `bell` event); the minute's refresh is for when the stream is down.
export const orderNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orderNotifications,
    queryFn: ({ signal }) => getOrderNotifications({ signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useOrderNotifications = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...orderNotificationsQueryOptions(), enabled });

/** DELETE /api/orders/:id/notifications: the person opened the order. */
const clearOrderNotifications = (orderId: string) =>
  api<ClearOrderNotificationsResponse>(`/orders/${encodeURIComponent(orderId)}/notifications`, {
    method: 'DELETE',
  });

/** Opening an order takes its entries off the person's own bell (not the lab's: theirs is comments). */
export const useClearOrderNotificationsOnOpen = (orderId: string) => {
  const role = useProfile().data?.role;
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: clearOrderNotifications,
    onSuccess: ({ deleted }) => {
      if (deleted > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.orderNotifications });
    },
  });
  useEffect(() => {
    if (role !== undefined && role !== 'preparator') mutate(orderId);
  }, [role, orderId, mutate]);
};
