import { FileDownIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useOpenOrderPdf } from '@/api/signed-links';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableMessageRow,
  TableRow,
  TableSkeletonRows,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { OrderListItem } from '../api/get-orders';
import type { OrdersListState } from '../hooks/use-orders-list';
import { ORDERS_MESSAGES } from '../orders-messages';
import { ExpressMarker } from './express-marker';

/**
 * 'establishment': spec 001 §2 'Mes commandes' (Patient, N° Commande, Statut, Actions with Voir and
 * PDF). 'preparator': the preparator dashboard adds the creator and the establishment, and offers Voir.
 */
export type OrdersTableVariant = 'establishment' | 'preparator';

const patientName = (order: OrderListItem) => `${order.patient_first_name} ${order.patient_last_name}`.trim();

export const OrdersTable = ({ list, variant }: { list: OrdersListState; variant: OrdersTableVariant }) => {
  const { data, isPending, isError, isPlaceholderData, refetch } = list.query;
  const pdf = useOpenOrderPdf();
  const preparator = variant === 'preparator';
  const columnCount = preparator ? 6 : 4;

  const rows = () => {
    if (isPending) return <TableSkeletonRows columns={columnCount} />;
    if (isError && !data)
      return (
        <TableMessageRow
          columns={columnCount}
          message={ORDERS_MESSAGES.loadFailed}
          onRetry={() => refetch()}
        />
      );
    if (!data?.items.length) return <TableMessageRow columns={columnCount} message={ORDERS_MESSAGES.empty} />;
    return data.items.map((order) => (
      <TableRow key={order.id}>
        <TableCell className="font-medium">{patientName(order)}</TableCell>
        {preparator ? (
          <>
            <TableCell>{order.created_by_name ?? '—'}</TableCell>
            <TableCell>{order.establishment_name ?? '—'}</TableCell>
          </>
        ) : null}
        <TableCell>
          <span className="inline-flex items-center gap-2 whitespace-nowrap tabular-nums">
            {order.order_number ?? '—'}
            {order.shipping_method === 'express' ? <ExpressMarker /> : null}
          </span>
        </TableCell>
        <TableCell>
          <OrderStatusBadge status={order.status} className="whitespace-nowrap" />
        </TableCell>
        <TableCell>
          <div className="flex justify-end gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.order(order.id)} aria-label={`Voir la commande de ${patientName(order)}`}>
                Voir
              </Link>
            </Button>
            {!preparator && order.pdf_url ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => order.pdf_url && pdf.open(order.id, order.pdf_url)}
                disabled={pdf.pendingOrderId === order.id}
                aria-label={`PDF de la commande de ${patientName(order)}`}
              >
                {pdf.pendingOrderId === order.id ? <Spinner /> : <FileDownIcon aria-hidden />}
                PDF
              </Button>
            ) : null}
          </div>
        </TableCell>
      </TableRow>
    ));
  };

  return (
    <Table aria-busy={isPending || isPlaceholderData} className={cn(isPlaceholderData && 'opacity-60')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Patient</TableHead>
          {preparator ? (
            <>
              <TableHead>Créé par</TableHead>
              <TableHead>Établissement</TableHead>
            </>
          ) : null}
          <TableHead>N° Commande</TableHead>
          <TableHead>Statut</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{rows()}</TableBody>
    </Table>
  );
};
