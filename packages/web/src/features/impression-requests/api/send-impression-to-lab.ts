import type { SendImpressionResult } from '@conque/domain/orders/impression-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IMPRESSION_UI } from '../impression-ui';
import { impressionRequestPath, useRefreshOrders } from './refresh-orders';

/** POST /api/orders/:id/impression-request/send: « Renvoyer au laboratoire ». */
export const useSendImpressionToLab = (orderId: string) =>
  useMutation({
    mutationFn: () => api<SendImpressionResult>(`${impressionRequestPath(orderId)}/send`, { method: 'POST' }),
    onSuccess: useRefreshOrders(IMPRESSION_UI.sent),
  });
