import type { Gender, HearingLoss } from '@conque/domain/catalogue/patient';
import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { TransferMethod } from '@conque/domain/catalogue/transfer-methods';
import type { StoredOrderDetails } from '@conque/domain/orders/details-schema';
import type { ShippingAddressSnapshot } from '@conque/domain/orders/order-schemas';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { StlFile } from '@conque/domain/orders/stl-files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** Spec 001 §3 establishment_snapshot: the billing identity taken when the order was validated. */
export type EstablishmentSnapshot = {
  name: string;
  siret: string;
  billing_street_address: string;
  billing_postal_code: string;
  billing_city: string;
};

/** GET /api/orders/:id, as the order detail reads it (spec 001 §3; times in ISO 8601 UTC). */
export type OrderDetail = {
  id: string;
  order_number: string | null;
  establishment_id: string;
  created_by: string;
  status: OrderStatus;
  created_at: string;
  validated_at: string | null;
  patient_first_name: string;
  patient_last_name: string;
  patient_gender: Gender | null;
  patient_hearing_loss: HearingLoss;
  details: StoredOrderDetails | null;
  shipping_method: ShippingMethod;
  shipping_address: ShippingAddressSnapshot | null;
  transfer_method: TransferMethod | null;
  stl_files: StlFile[];
  tracking_url: string | null;
  /** The leader of its shipping group, when a preparator grouped it (DESIGN §5.9). */
  shared_shipping_group: string | null;
  pdf_url: string | null;
  establishment_snapshot: EstablishmentSnapshot | null;
  /** The establishment's name now, for a draft that has no snapshot yet. */
  establishment_name: string;
  created_by_profile: { first_name: string | null; last_name: string | null; email: string } | null;
  invoice: { id: string; number: string } | null;
};

export const getOrderDetail = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<OrderDetail>(`/orders/${encodeURIComponent(id)}`, { signal });

/** 404: unknown, or not visible to this user; 400: an id that cannot be an order's. Both read "not found". */
export const isOrderNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

// The wizard reads the same answer under the same key: a save there invalidates ['orders'], so
// the detail shows the edited order when the user comes back.
export const orderDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => getOrderDetail(id, { signal }),
    // Neither a 404 (hidden or unknown order) nor a 400 (malformed id) changes by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useOrderDetail = (id: string) => useQuery(orderDetailQueryOptions(id));
