import { ORDER_STATUS_LABELS, type OrderStatus } from '@conque/domain/orders/statuses';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LISTED_STATUSES, type OrdersListState } from '../hooks/use-orders-list';

const ALL = 'all';

/** Spec 001 §2: the status filter beside the search box. */
export const OrderStatusFilter = ({ list }: { list: OrdersListState }) => {
  const statusId = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={statusId}>Statut</Label>
      <NativeSelect
        id={statusId}
        value={list.status ?? ALL}
        onChange={(event) =>
          list.setStatus(event.target.value === ALL ? undefined : (event.target.value as OrderStatus))
        }
      >
        <option value={ALL}>Tous les statuts</option>
        {LISTED_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
};
