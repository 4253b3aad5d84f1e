import {
  DELIVERY_ADDRESS_MESSAGES,
  type DeliveryAddressList,
} from '@conque/domain/accounts/delivery-address-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { and, desc, eq } from 'drizzle-orm';
import { deliveryAddresses } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { ownEstablishmentFor } from '../establishment/own-establishment';
import { listAddresses, lockEstablishment } from './address-list';

/**
 * Spec 001 §7 "delivery_addresses: delete". Deleting the default makes the newest remaining address
 * the default: an establishment with addresses always has one for the wizard to preselect.
 * Another establishment's address is a 404, as a missing one (docs/design.md §3).
 */
export const deleteDeliveryAddress = async (
  deps: Deps,
  actor: Actor,
  addressId: string,
): Promise<DeliveryAddressList> => {
  const establishmentId = ownEstablishmentFor(actor, 'delivery_addresses.manage');
  return deps.db.transaction(async (tx) => {
    await lockEstablishment(tx, establishmentId);
    const [deleted] = await tx
      .delete(deliveryAddresses)
      .where(and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.establishmentId, establishmentId)))
      .returning({ isDefault: deliveryAddresses.isDefault });
    if (!deleted) throw AppError.notFound(DELIVERY_ADDRESS_MESSAGES.notFound);
    if (deleted.isDefault) {
      const [newest] = await tx
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.establishmentId, establishmentId))
        .orderBy(desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id))
        .limit(1);
      if (newest) {
        await tx
          .update(deliveryAddresses)
          .set({ isDefault: true })
          .where(eq(deliveryAddresses.id, newest.id));
      }
    }
    return listAddresses(tx, establishmentId);
  });
};
