import {
  DELIVERY_ADDRESS_MESSAGES,
  type DeliveryAddressList,
  type DeliveryAddressView,
  type NewDeliveryAddressInput,
} from '@conque/domain/accounts/delivery-address-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/delivery-addresses: the establishment's addresses, the default first (spec 001 §7). */
export const getDeliveryAddresses = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<DeliveryAddressList>('/delivery-addresses', { signal });

/**
 * The wizard's shipping step and the establishment page both list under this one key, so an
 * address added, deleted or made default from either shows in both without a reload. The cache
 * holds the list itself (the establishment's mutations answer the new list and write it here).
 */
export const deliveryAddressesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.deliveryAddresses,
    queryFn: async ({ signal }): Promise<DeliveryAddressView[]> =>
      (await getDeliveryAddresses({ signal })).items,
    meta: { errorMessage: DELIVERY_ADDRESS_MESSAGES.loadFailed },
  });

export const useDeliveryAddresses = () => useQuery(deliveryAddressesQueryOptions());

/** POST /api/delivery-addresses {name, streetAddress, postalCode, city, isDefault} (spec 001 §3). */
export const createDeliveryAddress = (input: NewDeliveryAddressInput) =>
  api<DeliveryAddressView | undefined>('/delivery-addresses', { method: 'POST', body: input });

export const useCreateDeliveryAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeliveryAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.deliveryAddresses }),
  });
};
