import type {
  DeliveryAddressView,
  NewDeliveryAddressInput,
} from '@conque/domain/accounts/delivery-address-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The cache key of GET /api/delivery-addresses. The wizard's shipping step and the establishment page
 * both list under it, so an address added from either shows in both without a reload.
 */
export const deliveryAddressesQueryKey = ['delivery-addresses'] as const;

/** POST /api/delivery-addresses {name, streetAddress, postalCode, city, isDefault} (spec 001 §3). */
export const createDeliveryAddress = (input: NewDeliveryAddressInput) =>
  api<DeliveryAddressView | undefined>('/delivery-addresses', { method: 'POST', body: input });

export const useCreateDeliveryAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeliveryAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryAddressesQueryKey }),
  });
};
