import {
  DELIVERY_ADDRESS_MESSAGES,
  type DeliveryAddressList,
} from '@conque/domain/accounts/delivery-address-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { and, eq, ne } from 'drizzle-orm';
import { deliveryAddresses } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { ownEstablishmentFor } from '../establishment/own-establishment';
import { listAddresses, lockEstablishment } from './address-list';

/**
 * Spec 001 §2 "set default" and §7 "update is_default to false for the establishment when a new
 * default is set". Two statements, the old default unset first: PostgreSQL checks the one-default
 * index row by row, so a single UPDATE swapping both could trip it.
 */
export const setDefaultDeliveryAddress = async (
  deps: Deps,
  actor: Actor,
  addressId: string,
): Promise<DeliveryAddressList> => {
  const establishmentId = ownEstablishmentFor(actor, 'delivery_addresses.manage');
  return deps.db.transaction(async (tx) => {
    await lockEstablishment(tx, establishmentId);
    const own = and(
      eq(deliveryAddresses.establishmentId, establishmentId),
      eq(deliveryAddresses.id, addressId),
    );
    const [address] = await tx.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(own);
    if (!address) throw AppError.notFound(DELIVERY_ADDRESS_MESSAGES.notFound);
    await tx
      .update(deliveryAddresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(deliveryAddresses.establishmentId, establishmentId),
          eq(deliveryAddresses.isDefault, true),
          ne(deliveryAddresses.id, addressId),
        ),
      );
    await tx.update(deliveryAddresses).set({ isDefault: true }).where(own);
    return listAddresses(tx, establishmentId);
  });
};
