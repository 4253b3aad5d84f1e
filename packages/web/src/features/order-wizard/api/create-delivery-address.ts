import type { NewDeliveryAddressInput } from '@conque/domain/accounts/delivery-address-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type DeliveryAddress, deliveryAddressesQueryOptions } from './get-delivery-addresses';

/** POST /api/delivery-addresses {name, streetAddress, postalCode, city, isDefault} (spec 001 §3). */
export const createDeliveryAddress = (input: NewDeliveryAddressInput) =>
  api<DeliveryAddress | undefined>('/delivery-addresses', { method: 'POST', body: input });

export const useCreateDeliveryAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeliveryAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryAddressesQueryOptions().queryKey }),
  });
};
