import type {
  DeliveryAddressView,
  NewDeliveryAddressInput,
} from '@conque/domain/accounts/delivery-address-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { and, eq } from 'drizzle-orm';
import { deliveryAddresses } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { ownEstablishmentFor } from '../establishment/own-establishment';
import { lockEstablishment, toAddressView } from './address-list';

/**
 * Spec 001 §7 "delivery_addresses: insert", and "update is_default to false for the establishment
 * when a new default is set", in one transaction. The first address is the default whatever the
 * checkbox said: the wizard preselects the default, so an establishment with addresses has one.
 */
export const createDeliveryAddress = async (
  deps: Deps,
  actor: Actor,
  input: NewDeliveryAddressInput,
): Promise<DeliveryAddressView> => {
  const establishmentId = ownEstablishmentFor(actor, 'delivery_addresses.manage');
  return deps.db.transaction(async (tx) => {
    await lockEstablishment(tx, establishmentId);
    const existing = await tx.$count(
      deliveryAddresses,
      eq(deliveryAddresses.establishmentId, establishmentId),
    );
    const isDefault = input.isDefault || existing === 0;
    if (isDefault) {
      await tx
        .update(deliveryAddresses)
        .set({ isDefault: false })
        .where(
          and(eq(deliveryAddresses.establishmentId, establishmentId), eq(deliveryAddresses.isDefault, true)),
        );
    }
    const [created] = await tx
      .insert(deliveryAddresses)
      .values({
        establishmentId,
        name: input.name,
        streetAddress: input.streetAddress,
        postalCode: input.postalCode,
        city: input.city,
        isDefault,
        createdAt: deps.now(),
      })
      .returning();
    if (!created) throw new Error('delivery address not inserted');
    return toAddressView(created);
  });
};
