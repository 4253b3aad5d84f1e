import type { ImpressionRequestView } from '@conque/domain/orders/impression-requests';
import type { RequestImpressionInput } from '@conque/domain/orders/request-impression-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { IMPRESSION_UI } from '../impression-ui';

const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/impression-request`;

/**
 * Every screen of the order (status, files, history, the request) reloads after a step; the toast
 * first, here rather than in the caller: the reload unmounts the banner or the dialog that called.
 */
const useRefreshOrders = (done?: string) => {
  const queryClient = useQueryClient();
  return () => {
    if (done) toast.success(done);
    return queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  };
};

/** POST /api/orders/:id/impression-request (the lab). A refusal names its field in French. */
export const useRequestNewImpression = (orderId: string) => {
  const refresh = useRefreshOrders(IMPRESSION_UI.asked);
  return useMutation({
    mutationFn: (input: RequestImpressionInput) =>
      api<ImpressionRequestView>(orderPath(orderId), { method: 'POST', body: input }),
    onSuccess: refresh,
  });
};

/** DELETE /api/orders/:id/impression-request: the lab withdraws its request. */
export const useWithdrawImpressionRequest = (orderId: string) => {
  const refresh = useRefreshOrders(IMPRESSION_UI.withdrawn);
  return useMutation({
    mutationFn: () => api<{ status: string }>(orderPath(orderId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
};

/** POST /api/orders/:id/impression-request/send: « Renvoyer au laboratoire ». */
export const useSendImpressionToLab = (orderId: string) => {
  const refresh = useRefreshOrders(IMPRESSION_UI.sent);
  return useMutation({
    mutationFn: () => api<{ status: string }>(`${orderPath(orderId)}/send`, { method: 'POST' }),
    onSuccess: refresh,
  });
};

/** DELETE /api/orders/:id/impression-request/files?path=: a file not yet sent. */
export const useDeleteImpressionFile = (orderId: string) => {
  const refresh = useRefreshOrders(IMPRESSION_UI.fileRemoved);
  return useMutation({
    mutationFn: (path: string) =>
      api<unknown>(`${orderPath(orderId)}/files?path=${encodeURIComponent(path)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
};
