import { orderShortLink } from '@conque/domain/orders/order-short-link';
import { patientInitials } from '@conque/domain/orders/patient-initials';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { establishments, orders } from '../../db/schema/index';
import type { OrderSheetData } from '../../pdf/order-sheet';

// Decision 139: what a sheet prints, read for a few orders at a time. The patient's
// names are read to make the initials and go no further: the sheet, carried around the lab, never
// names the patient.

const readRows = (db: Executor, ids: readonly string[]) =>
  db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      validatedAt: orders.validatedAt,
      establishmentSnapshot: orders.establishmentSnapshot,
      establishmentName: establishments.name,
      patientFirstName: orders.patientFirstName,
      patientLastName: orders.patientLastName,
      details: orders.details,
      shippingMethod: orders.shippingMethod,
      promisedShipOn: orders.promisedShipOn,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(establishments, eq(establishments.id, orders.establishmentId))
    .where(inArray(orders.id, [...ids]));

/** The sheets of `ids` (validated orders), in the order of `ids`. */
export const orderSheetsOf = async (
  db: Executor,
  publicUrl: string,
  ids: readonly string[],
): Promise<OrderSheetData[]> => {
  const rows = new Map((await readRows(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    // Gone since it was checked (a batch streams for a while), or never numbered: no page for it.
    if (!row?.orderNumber) return [];
    return [
      {
        orderNumber: row.orderNumber,
        validatedAt: row.validatedAt,
        // The name the order was validated under, as on its order form.
        establishmentName: row.establishmentSnapshot?.name ?? row.establishmentName,
        patientInitials: patientInitials(row.patientFirstName, row.patientLastName),
        details: row.details,
        shippingMethod: row.shippingMethod,
        promisedShipOn: row.promisedShipOn,
        shortLink: orderShortLink(publicUrl, row.orderNumber),
        status: row.status,
      },
    ];
  });
};
