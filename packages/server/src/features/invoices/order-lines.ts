import type { InvoiceLine } from '@conque/domain/invoices/invoice-line';
import { type InvoicedOrder, invoiceLinesOfOrder } from '@conque/domain/invoices/invoice-lines';
import type { PriceList } from '@conque/domain/pricing/price-list';
import type { OrderRow } from '../orders/order-access';
import { withoutPrices } from '../orders/order-fields';
import { priceOrder, remakeTermsOf } from '../orders/order-pricing';

/**
 * docs/design.md §5.11: an order's invoice lines from the prices stored when it was validated. A validated
 * order always has them; an order that somehow lacks them is priced from its details with the
 * current list rather than billed nothing.
 */
export const orderInvoiceLines = (order: OrderRow, priceList: PriceList): InvoiceLine[] => {
  const prices =
    order.details?.prices ??
    priceOrder(
      {
        details: withoutPrices(order.details),
        shippingMethod: order.shippingMethod,
        transferMethod: order.transferMethod,
        stlFileCount: order.stlFiles.length,
        remake: remakeTermsOf(order),
      },
      priceList,
    );
  const invoiced: InvoicedOrder = {
    orderId: order.id,
    orderNumber: order.orderNumber ?? '',
    patientName: `${order.patientFirstName} ${order.patientLastName}`.trim(),
    shippingMethod: order.shippingMethod,
    prices,
    // docs/design.md §5.9: an order pointing at a group's leader shipped in the leader's parcel.
    groupedWithLeader: order.sharedShippingGroup !== null,
  };
  return invoiceLinesOfOrder(invoiced);
};
