import { DUE_FILTER_LABELS, DUE_FILTERS, type DueFilter } from '@conque/domain/planning/due';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { useDueCounts } from '../api/get-due-counts';
import type { OrdersListState } from '../hooks/use-orders-list';

const TONES: Record<DueFilter, string> = {
  late: 'border-red-200 bg-red-50 text-red-900 aria-pressed:bg-red-600 aria-pressed:text-white',
  today: 'border-amber-200 bg-amber-50 text-amber-900 aria-pressed:bg-amber-600 aria-pressed:text-white',
  at_risk:
    'border-orange-200 bg-orange-50 text-orange-900 aria-pressed:bg-orange-700 aria-pressed:text-white',
};

/**
 * « En retard », « À expédier aujourd'hui » and « À risque » (decision 143) with their counts, each a toggle
 * filter of the dashboard, and the sort by promised day (the spec's newest first stays the default).
 */
export const DueFilters = ({
  list,
  refetchInterval,
}: {
  list: OrdersListState;
  refetchInterval?: number;
}) => {
  const counts = useDueCounts({ refetchInterval }).data;
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Échéance</legend>
        {DUE_FILTERS.map((filter) => {
          const count = counts?.[filter];
          const pressed = list.due === filter;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={pressed}
              onClick={() => list.setDue(pressed ? undefined : filter)}
              className={cn(
                'inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                TONES[filter],
              )}
            >
              {DUE_FILTER_LABELS[filter]}
              <span className="tabular-nums">{count ?? '…'}</span>
            </button>
          );
        })}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={sortId}>Trier par</Label>
        <NativeSelect
          id={sortId}
          value={list.sortPromised ? 'promised' : 'created'}
          onChange={(event) => list.setSortPromised(event.target.value === 'promised')}
        >
          <option value="created">Date de création</option>
          <option value="promised">Date d'expédition prévue</option>
        </NativeSelect>
      </div>
    </div>
  );
};
