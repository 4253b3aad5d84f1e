import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import type { ShippingAddressSnapshot } from '@conque/domain/orders/order-schemas';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryAddresses } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

/**
 * The client sends an address id; the order keeps a copy of that address (domain order-schemas.ts).
 * Only an address of the order's own establishment is accepted: another establishment's id is
 * answered as if it did not exist (docs/design.md §3).
 */
export const resolveShippingAddress = async (
  db: Executor,
  establishmentId: string,
  addressId: string,
): Promise<ShippingAddressSnapshot> => {
  const [row] = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.establishmentId, establishmentId)))
    .limit(1);
  if (!row) {
    throw AppError.badRequest(
      `Adresse de livraison : ${ORDER_MESSAGES.selectDeliveryAddress}`,
      'shipping_address',
    );
  }
  return {
    id: row.id,
    name: row.name,
    street_address: row.streetAddress,
    postal_code: row.postalCode,
    city: row.city,
  };
};
