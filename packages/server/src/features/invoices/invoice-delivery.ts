import type { InvoiceDeliveryAddress } from '@conque/domain/invoices/invoice-buyer';
import type { OrderRow } from '../orders/order-access';

const key = (address: InvoiceDeliveryAddress) =>
  [address.street_address, address.postal_code, address.city]
    .map((part) => part.trim().toLowerCase())
    .join('\n');

/**
 * The one address an invoice's orders were delivered to (decision 145: BG-15 when it differs from
 * the billing address, which the issuing statement compares), or null: none was shipped (picked up
 * at the lab), or they went to several addresses, which EN 16931's single delivery cannot say.
 */
export const invoiceDeliveryAddress = (rows: OrderRow[]): InvoiceDeliveryAddress | null => {
  const addresses = new Map<string, InvoiceDeliveryAddress>();
  for (const row of rows) {
    const address = row.shippingAddress;
    if (!address || row.shippingMethod === 'pickup') continue;
    const { name, street_address, postal_code, city } = address;
    const delivery = { name, street_address, postal_code, city };
    addresses.set(key(delivery), delivery);
  }
  const [only, ...others] = addresses.values();
  return only && others.length === 0 ? only : null;
};
