import type { WithdrawImpressionResult } from '@conque/domain/orders/impression-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IMPRESSION_UI } from '../impression-ui';
import { impressionRequestPath, useRefreshOrders } from './refresh-orders';

/** DELETE /api/orders/:id/impression-request: the lab withdraws its request. */
export const useWithdrawImpressionRequest = (orderId: string) =>
  useMutation({
    mutationFn: () => api<WithdrawImpressionResult>(impressionRequestPath(orderId), { method: 'DELETE' }),
    onSuccess: useRefreshOrders(IMPRESSION_UI.withdrawn),
  });
