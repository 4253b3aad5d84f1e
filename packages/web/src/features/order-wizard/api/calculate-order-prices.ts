import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { TransferMethod } from '@conque/domain/catalogue/transfer-methods';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { OrderPrices } from '@conque/domain/pricing/order-prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/query-client';
import { WIZARD_MESSAGES } from '../wizard-messages';

export type PriceRequest = {
  orderId: string | null;
  details: OrderDetails | null;
  shippingMethod: ShippingMethod;
  transferMethod: TransferMethod | null;
  /** Part of the query key only: a new stored file changes the Natus / Decrypt fees the server reads. */
  fileCount: number;
};

/** POST /api/calculate-order-prices {order, shippingMethod, toSave?} (spec 001 §7). */
export const calculateOrderPrices = (request: PriceRequest, signal?: AbortSignal) =>
  api<OrderPrices>('/calculate-order-prices', {
    method: 'POST',
    signal,
    body: {
      order: {
        ...(request.orderId ? { id: request.orderId } : {}),
        details: request.details,
        transfer_method: request.transferMethod,
      },
      shippingMethod: request.shippingMethod,
    },
  });

// Spec 001 §9: retried 3 times, 1000 ms apart (a refusal, 4xx, is not: lib/query-client.ts).
export const orderPricesQueryOptions = (request: PriceRequest) =>
  queryOptions({
    queryKey: queryKeys.orderPrices.of(request),
    queryFn: ({ signal }) => calculateOrderPrices(request, signal),
    retry: retryUnlessRefused(3),
    retryDelay: 1000,
    enabled: request.details !== null,
    meta: { errorMessage: WIZARD_MESSAGES.pricesFailed },
  });

export const useServerPrices = (request: PriceRequest) => useQuery(orderPricesQueryOptions(request));
