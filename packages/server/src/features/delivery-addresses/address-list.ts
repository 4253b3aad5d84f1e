import type {
  DeliveryAddressList,
  DeliveryAddressView,
} from '@conque/domain/accounts/delivery-address-schemas';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { deliveryAddresses, establishments } from '../../db/schema/index';

type AddressRow = typeof deliveryAddresses.$inferSelect;

export const toAddressView = (row: AddressRow): DeliveryAddressView => ({
  id: row.id,
  establishment_id: row.establishmentId,
  name: row.name,
  street_address: row.streetAddress,
  postal_code: row.postalCode,
  city: row.city,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
});

// French order, the same on PGlite and PostgreSQL whatever their collation: an establishment has a
// handful of addresses, so sorting them here costs nothing.
const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Spec 001 §7 "delivery_addresses: select", default first then by name. */
export const listAddresses = async (db: Executor, establishmentId: string): Promise<DeliveryAddressList> => {
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.establishmentId, establishmentId));
  rows.sort(
    (a, b) =>
      Number(b.isDefault) - Number(a.isDefault) ||
      byName.compare(a.name, b.name) ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return { items: rows.map(toAddressView), total: rows.length };
};

/**
 * Every change of an establishment's addresses starts by locking its row: changes then run one after
 * the other, so "the first address becomes the default" and "one default" hold under any concurrency
 * (the partial unique index would otherwise turn a race into an error).
 */
export const lockEstablishment = async (tx: Tx, establishmentId: string) => {
  await tx
    .select({ id: establishments.id })
    .from(establishments)
    .where(eq(establishments.id, establishmentId))
    .for('update');
};
