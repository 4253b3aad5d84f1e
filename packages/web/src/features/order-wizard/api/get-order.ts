import type { Gender, HearingLoss } from '@conque/domain/catalogue/patient';
import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { TransferMethod } from '@conque/domain/catalogue/transfer-methods';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { ShippingAddressSnapshot } from '@conque/domain/orders/order-schemas';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { StlFile } from '@conque/domain/orders/stl-files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/orders/:id, the fields the wizard reads (spec 001 §3). */
export type OrderRecord = {
  id: string;
  status: OrderStatus;
  order_number: string | null;
  establishment_id: string;
  created_by: string;
  /** Set once the order is on an invoice, which locks it (spec 001 §4). */
  invoice: { id: string; number: string } | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
  patient_gender: Gender | null;
  patient_hearing_loss: HearingLoss | null;
  details: OrderDetails | null;
  shipping_method: ShippingMethod | null;
  /** The address id, or the copy the server keeps on the order. */
  shipping_address: string | ShippingAddressSnapshot | null;
  transfer_method: TransferMethod | null;
  comment: string | null;
  stl_files: StlFile[] | null;
};

export const getOrder = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<OrderRecord>(`/orders/${encodeURIComponent(id)}`, { signal });

// Under ['orders', ...]: every save invalidates ['orders'] (lists, the drafts badge).
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => getOrder(id, { signal }),
    // A 404 will not turn into a draft by asking again.
    retry: false,
    // The wizard copies the draft once; refetching behind it would not change what it shows.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
