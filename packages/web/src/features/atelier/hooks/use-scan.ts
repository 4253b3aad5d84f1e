import { orderNumberOfScan } from '@conque/domain/orders/scanned-code';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { orderDetailQueryOptions } from '@/api/order-detail';
import { orderNumberQueryOptions } from '@/api/order-sheets';
import { ApiError } from '@/lib/api-error';
import { ATELIER_MESSAGES } from '../atelier-messages';
import { enqueue } from '../offline-queue';
import { markScan } from '../scan-timing';

type ScanState = { orderId: string | null; message: string | null };

/**
 * A scan opens its order's card: the short link's number resolved with the reader's session, then
 * the order itself, both from the query cache when the order was seen before. Offline, the scan is
 * kept and opens its card when the network is back (decision 142).
 */
export const useScan = () => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScanState>({ orderId: null, message: null });

  const open = useCallback(
    async (number: string) => {
      try {
        const { id } = await queryClient.fetchQuery({
          ...orderNumberQueryOptions(number),
          staleTime: Infinity,
        });
        await queryClient.prefetchQuery({ ...orderDetailQueryOptions(id), staleTime: 5_000 });
        setState({ orderId: id, message: null });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          enqueue({ kind: 'scan', order_number: number });
          setState((current) => ({ ...current, message: ATELIER_MESSAGES.scanKept(number) }));
          return;
        }
        const notFound = error instanceof ApiError && [400, 404].includes(error.status);
        setState({
          orderId: null,
          message: notFound ? ATELIER_MESSAGES.notFound(number) : (error as Error).message,
        });
      }
    },
    [queryClient],
  );

  const scan = useCallback(
    (scanned: string, frameAt?: number) => {
      markScan(frameAt);
      const number = orderNumberOfScan(scanned);
      if (!number) {
        setState((current) => ({ ...current, message: ATELIER_MESSAGES.scanUnknown(scanned.trim()) }));
        return;
      }
      if (!navigator.onLine) {
        enqueue({ kind: 'scan', order_number: number });
        setState((current) => ({ ...current, message: ATELIER_MESSAGES.scanKept(number) }));
        return;
      }
      void open(number);
    },
    [open],
  );

  return { ...state, scan, open };
};
