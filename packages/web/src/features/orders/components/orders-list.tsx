import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import type { OrdersListState } from '../hooks/use-orders-list';
import { ordersCount } from '../orders-messages';
import { OrderListFilters } from './order-list-filters';
import { OrdersTable, type OrdersTableVariant } from './orders-table';

/** Filters, table and pagination: the body shared by 'Mes commandes' and the preparator dashboard. */
export const OrdersList = ({ list, variant }: { list: OrdersListState; variant: OrdersTableVariant }) => {
  const data = list.query.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <OrderListFilters list={list} />
      <Card>
        <CardContent className="p-0">
          <OrdersTable list={list} variant={variant} />
        </CardContent>
      </Card>
      {data ? (
        <Pagination
          page={list.page}
          pageSize={data.pageSize}
          total={data.total}
          totalLabel={ordersCount(data.total)}
          onPageChange={list.setPage}
        />
      ) : null}
    </div>
  );
};
