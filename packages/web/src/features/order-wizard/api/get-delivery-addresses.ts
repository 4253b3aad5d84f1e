import type {
  DeliveryAddressList,
  DeliveryAddressView,
} from '@conque/domain/accounts/delivery-address-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DeliveryAddress = Pick<
  DeliveryAddressView,
  'id' | 'name' | 'street_address' | 'postal_code' | 'city' | 'is_default'
>;

/** GET /api/delivery-addresses: the establishment's addresses (a list, or `{ items, total }`). */
export const getDeliveryAddresses = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const answer = await api<DeliveryAddress[] | DeliveryAddressList>('/delivery-addresses', { signal });
  return Array.isArray(answer) ? answer : answer.items;
};

export const deliveryAddressesQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery-addresses'],
    queryFn: ({ signal }) => getDeliveryAddresses({ signal }),
  });

export const useDeliveryAddresses = () => useQuery(deliveryAddressesQueryOptions());

export const formatAddress = (address: DeliveryAddress) =>
  `${address.name} — ${address.street_address}, ${address.postal_code} ${address.city}`;
