import type { DeliveryAddressList } from '@conque/domain/accounts/delivery-address-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryAddressesQueryKey } from '@/components/delivery-addresses/create-delivery-address';
import { api } from '@/lib/api-client';

/** GET /api/delivery-addresses: the establishment's addresses, the default first (spec 001 §7). */
export const getDeliveryAddresses = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<DeliveryAddressList>('/delivery-addresses', { signal });

export const deliveryAddressesQueryOptions = () =>
  queryOptions({
    queryKey: deliveryAddressesQueryKey,
    // The wizard caches the bare list under the same key; both shapes are read back as the list.
    queryFn: async ({ signal }) => (await getDeliveryAddresses({ signal })).items,
  });

export const useDeliveryAddresses = () => useQuery(deliveryAddressesQueryOptions());
