import { shippingMethodOf } from '@conque/domain/catalogue/shipping-methods';
import {
  deliveryEstimateText,
  formatPromiseDay,
  promisedShipText,
} from '@conque/domain/planning/promised-date';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import { orderDateChangedMail } from '../../mail/templates/order-date-changed';
import { orderReadyPickupMail } from '../../mail/templates/order-ready-pickup';
import { orderShippedMail } from '../../mail/templates/order-shipped';
import { orderValidatedMail } from '../../mail/templates/order-validated';
import { enqueueChosenMail } from '../email-preferences/enqueue-chosen-mail';
import type { OrderRow } from '../orders/order-access';

// The order's creator is told when the order is validated, shipped or ready for
// pickup, by a mail written in the transaction that makes the change (docs/design.md §5.14), unless they
// switched that kind off. A grouped shipment is still one status change per order, so each order of
// the parcel gets its own mail, naming the order it travels with (decision 53, docs/decisions/). A mail names
// the order by its number and the patient by initials, and records the order for erasure.

/** The order as it is after the change. */
export type StatusMailOrder = Pick<
  OrderRow,
  | 'id'
  | 'createdBy'
  | 'orderNumber'
  | 'patientFirstName'
  | 'patientLastName'
  | 'shippingMethod'
  | 'shippingAddress'
  | 'trackingUrl'
  | 'sharedShippingGroup'
  | 'promisedShipOn'
>;

const patientOf = (order: StatusMailOrder) => ({
  firstName: order.patientFirstName,
  lastName: order.patientLastName,
});

const orderLink = (config: Config, order: StatusMailOrder) =>
  `${config.publicUrl}/dashboard/orders/${order.id}`;

/** « Expédition prévue le … » and the carrier's window, as the order shows them. */
export const promiseLines = (order: Pick<StatusMailOrder, 'promisedShipOn' | 'shippingMethod'>): string[] =>
  order.promisedShipOn
    ? [
        promisedShipText(order.promisedShipOn, order.shippingMethod),
        deliveryEstimateText(order.promisedShipOn, order.shippingMethod),
      ].filter((line): line is string => line !== null)
    : [];

/** 'Commande validée': the number the order was just given, and its page (where its PDF is). */
export const sendOrderValidatedMail = (tx: Executor, config: Config, order: StatusMailOrder) =>
  enqueueChosenMail(tx, config, {
    userId: order.createdBy,
    kind: 'order_validated',
    build: (creator) =>
      orderValidatedMail({
        to: creator.email,
        firstName: creator.firstName,
        orderId: order.id,
        orderNumber: order.orderNumber ?? '',
        patient: patientOf(order),
        promise: promiseLines(order),
        link: orderLink(config, order),
        organisationName: config.organisation.name,
        footer: creator.footer,
      }),
  });

/** 'Commande expédiée': the carrier, the address, the tracking link, the order it shares a parcel with. */
export const sendOrderShippedMail = async (tx: Executor, config: Config, order: StatusMailOrder) => {
  const leader = order.sharedShippingGroup
    ? (
        await tx
          .select({ orderNumber: orders.orderNumber })
          .from(orders)
          .where(eq(orders.id, order.sharedShippingGroup))
          .limit(1)
      )[0]
    : undefined;
  const address = order.shippingAddress;
  return enqueueChosenMail(tx, config, {
    userId: order.createdBy,
    kind: 'order_shipped',
    build: (creator) =>
      orderShippedMail({
        to: creator.email,
        firstName: creator.firstName,
        orderId: order.id,
        orderNumber: order.orderNumber ?? '',
        patient: patientOf(order),
        carrier: shippingMethodOf(order.shippingMethod)?.label ?? order.shippingMethod,
        trackingUrl: order.trackingUrl,
        address: address
          ? `${address.name}, ${address.street_address}, ${address.postal_code} ${address.city}`
          : null,
        groupedWith: leader?.orderNumber ?? null,
        link: orderLink(config, order),
        organisationName: config.organisation.name,
        footer: creator.footer,
      }),
  });
};

/** 'Commande prête à être récupérée': where, from the organisation's configured identity. */
export const sendOrderReadyPickupMail = (tx: Executor, config: Config, order: StatusMailOrder) =>
  enqueueChosenMail(tx, config, {
    userId: order.createdBy,
    kind: 'order_ready_pickup',
    build: (creator) =>
      orderReadyPickupMail({
        to: creator.email,
        firstName: creator.firstName,
        orderId: order.id,
        orderNumber: order.orderNumber ?? '',
        patient: patientOf(order),
        link: orderLink(config, order),
        organisation: config.organisation,
        footer: creator.footer,
      }),
  });

/** The lab moved the promised date (the reason is on the order's page only). */
export const sendOrderDateChangedMail = (
  tx: Executor,
  config: Config,
  order: StatusMailOrder,
  previousDay: string,
) =>
  enqueueChosenMail(tx, config, {
    userId: order.createdBy,
    kind: 'order_date_changed',
    build: (creator) =>
      orderDateChangedMail({
        to: creator.email,
        firstName: creator.firstName,
        orderId: order.id,
        orderNumber: order.orderNumber ?? '',
        patient: patientOf(order),
        promise: promiseLines(order),
        previous: formatPromiseDay(previousDay),
        link: orderLink(config, order),
        organisationName: config.organisation.name,
        footer: creator.footer,
      }),
  });
