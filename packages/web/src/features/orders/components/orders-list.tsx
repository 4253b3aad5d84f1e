import { useProfile } from '@/api/profile';
import { mayReorder, useReorder } from '@/api/reorder';
import { useOpenOrderPdf } from '@/api/signed-links';
import { listQueryView } from '@/components/list-page/list-definition';
import { ListPage } from '@/components/list-page/list-page';
import type { OrdersListState } from '../hooks/use-orders-list';
import { ORDERS_MESSAGES, ordersCount } from '../orders-messages';
import { DueFilters } from './due-filter';
import { OrderStatusFilter } from './order-status-filter';
import { type OrderSelection, type OrdersListVariant, orderListDefinition } from './orders-table';
import { RemakeFilter } from './remake-filter';

/** Search, status, list and pagination: the body shared by 'Mes commandes' and the preparator dashboard. */
export const OrdersList = ({
  list,
  variant,
  refetchInterval,
  selection,
}: {
  list: OrdersListState;
  variant: OrdersListVariant;
  refetchInterval?: number;
  selection?: OrderSelection;
}) => {
  const pdf = useOpenOrderPdf();
  const reorder = useReorder();
  const profile = useProfile().data;
  // 'Mes commandes' lists the caller's establishment's orders only.
  const actor = profile && { id: profile.id, role: profile.role, establishmentId: profile.establishment_id };
  const { query } = list;
  return (
    <ListPage
      search={{
        label: 'Rechercher',
        placeholder: 'Nom du patient ou n° de commande',
        value: list.search,
        onChange: list.setSearch,
      }}
      filters={
        variant === 'preparator' ? (
          <div className="grid gap-3">
            <OrderStatusFilter list={list} />
            <RemakeFilter list={list} />
            <DueFilters list={list} refetchInterval={refetchInterval} />
          </div>
        ) : (
          <OrderStatusFilter list={list} />
        )
      }
      list={orderListDefinition(variant, {
        pdf,
        reorder,
        selection,
        mayReorder: (order) =>
          variant === 'establishment' &&
          mayReorder(actor, { status: order.status, establishmentId: actor?.establishmentId ?? null }),
      })}
      query={listQueryView(query)}
      messages={{ empty: ORDERS_MESSAGES.empty, loadFailed: ORDERS_MESSAGES.loadFailed }}
      page={list.page}
      onPageChange={list.setPage}
      totalLabel={ordersCount}
    />
  );
};
