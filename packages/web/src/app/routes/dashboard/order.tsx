import { useParams } from 'react-router';
import { useClearOrderNotificationsOnOpen } from '@/api/order-notifications';
import { MovePromisedDateDialog } from '@/components/orders/move-promised-date-dialog';
import { PrintOrderSheetButton } from '@/components/orders/order-sheet-buttons';
import { AccessLog } from '@/features/access-log/components/access-log';
import { DeviceStatementCard } from '@/features/device-statements/components/device-statement-card';
import { ImpressionRequestBanner } from '@/features/impression-requests/components/impression-request-banner';
import { PreviousImpressions } from '@/features/impression-requests/components/previous-impressions';
import { RequestImpressionDialog } from '@/features/impression-requests/components/request-impression-dialog';
import { OrderComments } from '@/features/order-comments/components/order-comments';
import {
  type OrderDetailExtras,
  OrderDetailPage,
} from '@/features/order-detail/components/order-detail-page';
import { OrderHistory } from '@/features/order-history/components/order-history';
import { DeliveryTypeDialog } from '@/features/order-status/components/delivery-type-dialog';
import { OrderStatusDialog } from '@/features/order-status/components/order-status-dialog';
import { PatientDataCard } from '@/features/patient-data/components/patient-data-card';
import { ProductionCard } from '@/features/production/components/production-card';
import { RemakeLinks } from '@/features/remakes/components/remake-links';
import { RequestRemakeDialog } from '@/features/remakes/components/request-remake-dialog';

// Spec 001 §2 order detail: the preparator's dialogs (or the establishment's remake request) in the
// header, the remake links above the details, the history and the comment thread under them. The
// server checks every action again (docs/design.md §4).
const extras: OrderDetailExtras = (order, role) => ({
  banner: (
    <>
      {/* A new impression asked, each side's part of it. */}
      <ImpressionRequestBanner order={order} />
      <RemakeLinks order={order} />
      {/* Decision 141: the lab's steps and the quality control. */}
      {role === 'preparator' ? <ProductionCard order={order} /> : null}
    </>
  ),
  actions:
    role === 'preparator' ? (
      <>
        <OrderStatusDialog
          orderId={order.id}
          status={order.status}
          shippingMethod={order.shipping_method}
          trackingUrl={order.tracking_url}
          sharedShippingGroup={order.shared_shipping_group}
          invoiced={order.invoice !== null}
        />
        <DeliveryTypeDialog
          orderId={order.id}
          status={order.status}
          shippingMethod={order.shipping_method}
          invoiced={order.invoice !== null}
        />
        <RequestImpressionDialog order={order} />
        <MovePromisedDateDialog
          orderId={order.id}
          status={order.status}
          shippingMethod={order.shipping_method}
          promisedShipOn={order.promised_ship_on}
        />
        {/* Decision 139: the lab floor's sheet. */}
        {order.status === 'draft' ? null : (
          <PrintOrderSheetButton orderId={order.id} orderNumber={order.order_number} />
        )}
      </>
    ) : (
      // Shown only to whom may ask, within 90 days of the shipping.
      <RequestRemakeDialog order={order} />
    ),
  sections:
    order.status === 'draft' ? null : (
      <>
        {/* Decision 144: the statement for custom-made devices, one per ear. */}
        <DeviceStatementCard order={order} readerRole={role} />
        {role === 'preparator' ? <PreviousImpressions order={order} /> : null}
        <OrderHistory orderId={order.id} />
        <OrderComments orderId={order.id} canComment={role !== undefined && role !== 'viewer'} />
        {/* The manager's view of who read the patient's data; the server decides. */}
        {role === 'manager' ? (
          <>
            <AccessLog orderId={order.id} />
            <PatientDataCard
              orderId={order.id}
              patient={`${order.patient_first_name} ${order.patient_last_name}`.trim()}
            />
          </>
        ) : null}
      </>
    ),
});

// Spec 001 §2: /dashboard/orders/{id}.
export const OrderRoute = () => {
  const { id = '' } = useParams();
  // Opening the order takes it off the person's own bell.
  useClearOrderNotificationsOnOpen(id);
  return <OrderDetailPage key={id} orderId={id} extras={extras} />;
};
