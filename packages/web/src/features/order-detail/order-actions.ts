import type { OrderView } from '@conque/domain/orders/api-types';
import { can } from '@conque/domain/permissions/can';
import type { Profile } from '@/api/profile';

/**
 * docs/design.md §4 and §5.7, through domain's can(): a draft is resumed by its creator, a registered,
 * un-invoiced order edited by its creator or the establishment's manager. The server checks again.
 */
export const editActionOf = (
  profile: Pick<Profile, 'id' | 'role' | 'establishment_id'> | undefined,
  order: OrderView,
): 'resume' | 'edit' | null => {
  if (!profile) return null;
  const allowed = can(
    { id: profile.id, role: profile.role, establishmentId: profile.establishment_id },
    'orders.edit',
    {
      establishmentId: order.establishment_id,
      createdBy: order.created_by,
      status: order.status,
      invoiced: order.invoice !== null,
    },
  );
  if (!allowed) return null;
  return order.status === 'draft' ? 'resume' : 'edit';
};
