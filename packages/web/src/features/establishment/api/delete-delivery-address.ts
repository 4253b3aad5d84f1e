import type { DeliveryAddressList } from '@conque/domain/accounts/delivery-address-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryAddressesQueryOptions } from '@/api/delivery-addresses';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/delivery-addresses/:id: answers the remaining list, where the server has already made
 * another address the default if this one was (docs/decisions/0019-delivery-addresses.md).
 */
export const deleteDeliveryAddress = (addressId: string) =>
  api<DeliveryAddressList>(`/delivery-addresses/${addressId}`, { method: 'DELETE' });

export const useDeleteDeliveryAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryAddress,
    onSuccess: (list) => queryClient.setQueryData(deliveryAddressesQueryOptions().queryKey, list.items),
  });
};
