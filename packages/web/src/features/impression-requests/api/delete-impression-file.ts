import type { DeleteImpressionFileResult } from '@conque/domain/orders/impression-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IMPRESSION_UI } from '../impression-ui';
import { impressionRequestPath, useRefreshOrders } from './refresh-orders';

/** DELETE /api/orders/:id/impression-request/files?path=: a file not yet sent to the lab. */
export const useDeleteImpressionFile = (orderId: string) =>
  useMutation({
    mutationFn: (path: string) =>
      api<DeleteImpressionFileResult>(
        `${impressionRequestPath(orderId)}/files?path=${encodeURIComponent(path)}`,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: useRefreshOrders(IMPRESSION_UI.fileRemoved),
  });
