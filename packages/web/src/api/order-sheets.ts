import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/query-client';
import { queryKeys } from './query-keys';

// Decision 139: the order sheets, from the order page and the préparateur's
// dashboard, and the short link their QR code holds.

/** GET /api/orders/:id/sheet: one order's « Fiche de fabrication », saved as a PDF. */
export const downloadOrderSheet = (orderId: string, orderNumber: string | null) =>
  apiDownload(
    `/orders/${encodeURIComponent(orderId)}/sheet`,
    `fiche-de-fabrication-${orderNumber ?? orderId}.pdf`,
  );

/** POST /api/orders/sheets: the chosen orders' sheets, or today's validated orders', in one PDF. */
export const downloadOrderSheets = (body: { order_ids: string[] } | { validated_today: true }) =>
  apiDownload('/orders/sheets', 'fiches-de-fabrication.pdf', { body });

/** GET /api/orders/by-number/:orderNumber: the id of the order a short link names. */
export const resolveOrderNumber = (orderNumber: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<{ id: string; order_number: string }>(`/orders/by-number/${encodeURIComponent(orderNumber)}`, {
    signal,
  });

export const orderNumberQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: queryKeys.orders.byNumber(orderNumber),
    queryFn: ({ signal }) => resolveOrderNumber(orderNumber, { signal }),
    // A 404 (no such order, or not the reader's) or a 400 (not a number) stays so.
    retry: retryUnlessRefused(2),
  });

/** The short link's order: its page says « Commande introuvable » itself, no toast. */
export const useOrderNumber = (orderNumber: string, enabled: boolean) =>
  useQuery({ ...orderNumberQueryOptions(orderNumber), enabled });
