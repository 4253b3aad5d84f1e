import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** DELETE /api/orders/:id: a draft, by its creator (spec 001 §7 "Delete of a draft"). */
export const deleteDraft = (id: string) =>
  api<{ success: true }>(`/orders/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    // Every ['orders', ...] query: this list, the menu's drafts badge, the order caches.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
};
