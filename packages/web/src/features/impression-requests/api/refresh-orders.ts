import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { toast } from '@/lib/toast';

/** The request's path on its order. */
export const impressionRequestPath = (orderId: string) =>
  `/orders/${encodeURIComponent(orderId)}/impression-request`;

/**
 * Every screen of the order (status, files, history, the request) reloads after a step; the toast
 * first, here rather than in the caller: the reload unmounts the banner or the dialog that called.
 */
export const useRefreshOrders = (done: string) => {
  const queryClient = useQueryClient();
  return () => {
    toast.success(done);
    return queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  };
};
