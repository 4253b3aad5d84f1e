import { FileDownIcon } from 'lucide-react';
import { Link } from 'react-router';
import { isNewOrder } from '@/api/live/live-status';
import type { useReorder } from '@/api/reorder';
import type { useOpenOrderPdf } from '@/api/signed-links';
import type { ListColumn, ListDefinition } from '@/components/list-page/list-definition';
import { MovePromisedDateDialog } from '@/components/orders/move-promised-date-dialog';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { PromisedDayLine } from '@/components/orders/promised-day-cell';
import { RemakeBadge } from '@/components/orders/remake-badge';
import { ReorderButton } from '@/components/orders/reorder-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { OrderListItem } from '../api/get-orders';
import { ExpressMarker } from './express-marker';

/**
 * 'establishment': spec 001 §2 'Mes commandes' (Patient, N° Commande, Statut, Actions with Voir and
 * PDF). 'preparator': the preparator dashboard adds the creator and the establishment, and offers Voir.
 */
export type OrdersListVariant = 'establishment' | 'preparator';

type RowActions = {
  pdf: ReturnType<typeof useOpenOrderPdf>;
  reorder: ReturnType<typeof useReorder>;
  /** Whether the row offers "Commander à nouveau". */
  mayReorder: (order: OrderListItem) => boolean;
  /** Decision 139: the préparateur's dashboard ticks the orders whose sheets it prints. */
  selection?: OrderSelection;
};

export type OrderSelection = {
  isSelected: (orderId: string) => boolean;
  toggle: (orderId: string, selected: boolean) => void;
};

const selectColumn = (selection: OrderSelection): ListColumn<OrderListItem> => ({
  header: 'Sélection',
  cell: (order) => (
    <Checkbox
      checked={selection.isSelected(order.id)}
      onCheckedChange={(checked) => selection.toggle(order.id, checked)}
      aria-label={`Sélectionner la commande ${order.order_number ?? ''} de ${patientName(order)}`}
    />
  ),
  className: 'w-10',
});

const patientName = (order: OrderListItem) => `${order.patient_first_name} ${order.patient_last_name}`.trim();

const patient: ListColumn<OrderListItem> = {
  header: 'Patient',
  cell: patientName,
  className: 'font-medium',
  card: 'title',
};
/** The lab's patient column: an order validated while the dashboard was open is marked new. */
const preparatorPatient: ListColumn<OrderListItem> = {
  ...patient,
  cell: (order) => (
    <span className="inline-flex flex-wrap items-center gap-2">
      {patientName(order)}
      {isNewOrder(order.id) ? (
        <Badge variant="outline" className="border-transparent bg-sky-100 text-sky-900">
          Nouvelle
        </Badge>
      ) : null}
    </span>
  ),
};
const preparatorColumns: ListColumn<OrderListItem>[] = [
  { header: 'Créé par', cell: (order) => order.created_by_name ?? '—' },
  { header: 'Établissement', cell: (order) => order.establishment_name ?? '—' },
];
const tail = (variant: OrdersListVariant): ListColumn<OrderListItem>[] => [
  {
    header: 'N° Commande',
    cell: (order) => (
      <span className="inline-flex items-center gap-2 whitespace-nowrap tabular-nums">
        {order.order_number ?? '—'}
        {order.shipping_method === 'express' ? <ExpressMarker /> : null}
        {order.remake_reason ? <RemakeBadge reason={order.remake_reason} /> : null}
      </span>
    ),
  },
  {
    header: 'Statut',
    // The promised day under the status (the spec's columns stay as they are); the lab's
    // list marks what is late or due today.
    cell: (order) => (
      <span className="inline-flex flex-col items-start gap-1">
        <OrderStatusBadge
          status={order.status}
          label={order.production_label}
          className="whitespace-nowrap"
        />
        <PromisedDayLine
          day={order.promised_ship_on}
          due={variant === 'preparator' ? order.due : null}
          atRisk={variant === 'preparator' && order.at_risk}
          pickup={order.shipping_method === 'pickup'}
        />
      </span>
    ),
    card: 'aside',
  },
];

/** The order lists' columns and actions, described once for the table and the phone cards. */
export const orderListDefinition = (
  variant: OrdersListVariant,
  { pdf, reorder, mayReorder, selection }: RowActions,
): ListDefinition<OrderListItem> => ({
  columns:
    variant === 'preparator'
      ? [
          ...(selection ? [selectColumn(selection)] : []),
          preparatorPatient,
          ...preparatorColumns,
          ...tail(variant),
        ]
      : [patient, ...tail(variant)],
  rowKey: (order) => order.id,
  actions: (order) => (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.order(order.id)} aria-label={`Voir la commande de ${patientName(order)}`}>
          Voir
        </Link>
      </Button>
      {variant === 'establishment' && order.pdf_url ? (
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
      {/* Decision 143: the one action on an order « À risque », the order page's dialog. */}
      {variant === 'preparator' && order.at_risk ? (
        <MovePromisedDateDialog
          orderId={order.id}
          status={order.status}
          shippingMethod={order.shipping_method}
          promisedShipOn={order.promised_ship_on}
          trigger={{
            label: 'Donner une nouvelle date',
            ariaLabel: `Donner une nouvelle date à la commande de ${patientName(order)}`,
          }}
        />
      ) : null}
      {mayReorder(order) ? (
        <ReorderButton orderId={order.id} reorder={reorder} size="sm" patient={patientName(order)} />
      ) : null}
    </>
  ),
});
