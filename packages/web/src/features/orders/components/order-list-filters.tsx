import { ORDER_STATUS_LABELS, type OrderStatus } from '@conque/domain/orders/statuses';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { LISTED_STATUSES, type OrdersListState } from '../hooks/use-orders-list';

const ALL = 'all';

/** Spec 001 §2: the search box (patient first or last name, order number) and the status filter. */
export const OrderListFilters = ({ list }: { list: OrdersListState }) => {
  const statusId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem]">
      <SearchInput
        label="Rechercher"
        placeholder="Nom du patient ou n° de commande"
        value={list.search}
        onDebouncedChange={list.setSearch}
      />
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
    </div>
  );
};
