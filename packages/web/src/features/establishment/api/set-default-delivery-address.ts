import type { DeliveryAddressList } from '@conque/domain/accounts/delivery-address-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryAddressesQueryOptions } from '@/api/delivery-addresses';
import { api } from '@/lib/api-client';

/** POST /api/delivery-addresses/:id/default: answers the list with the new default first. */
export const setDefaultDeliveryAddress = (addressId: string) =>
  api<DeliveryAddressList>(`/delivery-addresses/${addressId}/default`, { method: 'POST' });

export const useSetDefaultDeliveryAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultDeliveryAddress,
    onSuccess: (list) => queryClient.setQueryData(deliveryAddressesQueryOptions().queryKey, list.items),
  });
};
