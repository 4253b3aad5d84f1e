import { useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useNewOrders } from '@/api/live/live-status';
import { queryKeys } from '@/api/query-keys';
import { LiveIndicator } from '@/components/layouts/live-indicator';
import { PageTitle } from '@/components/layouts/page-title';
import { PrintOrderSheetsButtons } from '@/components/orders/order-sheet-buttons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useOrdersList } from '../hooks/use-orders-list';
import { ExportOrdersButton } from './export-orders-button';
import { OrdersList } from './orders-list';
import type { OrderSelection } from './orders-table';

// Spec 001 §9: the preparator dashboard refreshes itself every 300000 ms: with live updates it is the
// fallback for when the stream is down, which the indicator says.
export const PREPARATOR_REFRESH_MS = 300_000;

/** Spec 001 §2 preparator dashboard: every establishment's orders (never drafts), refreshed. */
export const PreparatorDashboard = () => {
  const list = useOrdersList({ refetchInterval: PREPARATOR_REFRESH_MS });
  const queryClient = useQueryClient();
  // Re-renders the rows when an order is validated live, to mark it « Nouvelle ».
  useNewOrders();
  const refreshing = list.query.isFetching && !list.query.isPending;
  // Decision 139: the orders ticked for their sheets, kept from one page of the list to the next.
  const [selected, setSelected] = useState<readonly string[]>([]);
  const selection: OrderSelection = {
    isSelected: (orderId) => selected.includes(orderId),
    toggle: (orderId, checked) =>
      setSelected((ids) =>
        checked ? [...ids.filter((id) => id !== orderId), orderId] : ids.filter((id) => id !== orderId),
      ),
  };
  return (
    <>
      <PageTitle
        title="Tableau de bord"
        description="Les commandes de tous les établissements"
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <LiveIndicator />
            <PrintOrderSheetsButtons selected={selected} />
            <ExportOrdersButton list={list} />
            <Button
              variant="outline"
              onClick={() => {
                void list.query.refetch();
                void queryClient.invalidateQueries({ queryKey: queryKeys.orders.dueCounts });
              }}
              disabled={refreshing}
            >
              <RefreshCwIcon aria-hidden className={cn(refreshing && 'animate-spin')} />
              Actualiser
            </Button>
          </div>
        }
      />
      <OrdersList
        list={list}
        variant="preparator"
        refetchInterval={PREPARATOR_REFRESH_MS}
        selection={selection}
      />
    </>
  );
};
