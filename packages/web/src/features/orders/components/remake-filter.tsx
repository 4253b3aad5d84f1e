import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { OrdersListState } from '../hooks/use-orders-list';

/** The preparator dashboard's filter on remakes, beside the status. */
export const RemakeFilter = ({ list }: { list: OrdersListState }) => {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={list.remake} onCheckedChange={(state) => list.setRemake(state === true)} />
      <Label htmlFor={id} className="font-normal">
        Refabrications uniquement
      </Label>
    </div>
  );
};
