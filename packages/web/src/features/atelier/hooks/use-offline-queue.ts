import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { queryKeys } from '@/api/query-keys';
import { type FlushResult, flushQueue } from '../flush-queue';
import { QUEUE_CHANGED, readQueue } from '../offline-queue';

/**
 * Decision 142: the queue as the screen shows it: whether the device is online, how many actions
 * wait, and what the last flushes answered. The queue is sent at start and whenever the network
 * comes back; each answer refreshes its order, and a scan kept offline opens its card.
 */
export const useOfflineQueue = (onScanned: (orderNumber: string) => void) => {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [pending, setPending] = useState(() => readQueue().length);
  const [results, setResults] = useState<FlushResult[]>([]);

  const flush = useCallback(async () => {
    const answered = await flushQueue();
    if (answered.length === 0) return;
    setResults((current) => [...current, ...answered]);
    for (const orderId of new Set(
      answered.flatMap((result) => ('order_id' in result ? [result.order_id] : [])),
    ))
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
    const scanned = answered.filter((result) => result.kind === 'scanned').at(-1);
    if (scanned) onScanned(scanned.order_number);
  }, [queryClient, onScanned]);

  useEffect(() => {
    const count = () => setPending(readQueue().length);
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener(QUEUE_CHANGED, count);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    if (navigator.onLine) void flush();
    return () => {
      window.removeEventListener(QUEUE_CHANGED, count);
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  const dismiss = (key: string) => setResults((current) => current.filter((result) => result.key !== key));
  return { online, pending, results, flush, dismiss };
};
