import type { ImpressionRequestView } from '@conque/domain/orders/impression-requests';
import type { RequestImpressionInput } from '@conque/domain/orders/request-impression-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IMPRESSION_UI } from '../impression-ui';
import { impressionRequestPath, useRefreshOrders } from './refresh-orders';

/** POST /api/orders/:id/impression-request (the lab). A refusal names its field in French. */
export const useRequestNewImpression = (orderId: string) =>
  useMutation({
    mutationFn: (input: RequestImpressionInput) =>
      api<ImpressionRequestView>(impressionRequestPath(orderId), { method: 'POST', body: input }),
    onSuccess: useRefreshOrders(IMPRESSION_UI.asked),
  });
