import type { OrderView } from '@conque/domain/orders/api-types';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { establishments, invoices, profiles } from '../../db/schema/index';
import type { OrderRow } from './order-access';

/** What GET /api/orders/:id adds to the row, looked up in other tables. */
export type OrderParties = {
  establishmentName: string;
  creator: OrderView['created_by_profile'];
  invoice: OrderView['invoice'];
  remake: OrderView['remake'];
  remakes: OrderView['remakes'];
  production: OrderView['production'];
};

export const toOrderView = (row: OrderRow, parties: OrderParties): OrderView => ({
  id: row.id,
  order_number: row.orderNumber,
  establishment_id: row.establishmentId,
  created_by: row.createdBy,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  validated_at: row.validatedAt?.toISOString() ?? null,
  shipped_at: row.shippedAt?.toISOString() ?? null,
  patient_first_name: row.patientFirstName,
  patient_last_name: row.patientLastName,
  patient_gender: row.patientGender,
  patient_hearing_loss: row.patientHearingLoss,
  details: row.details,
  shipping_method: row.shippingMethod,
  shipping_address: row.shippingAddress,
  transfer_method: row.transferMethod,
  comment: row.comment,
  stl_files: row.stlFiles,
  impressions_deleted_at: row.impressionsDeletedAt?.toISOString() ?? null,
  tracking_url: row.trackingUrl,
  shared_shipping_group: row.sharedShippingGroup,
  pdf_url: row.pdfUrl,
  establishment_snapshot: row.establishmentSnapshot,
  promised_ship_on: row.promisedShipOn,
  promised_ship_reason: row.promisedShipReason,
  prescriber_name: row.prescriberName,
  prescriber_number: row.prescriberNumber,
  lot_number: row.lotNumber,
  unmet_requirements: row.unmetRequirements,
  establishment_name: parties.establishmentName,
  created_by_profile: parties.creator,
  invoice: parties.invoice,
  remake: parties.remake,
  remakes: parties.remakes,
  production: parties.production,
});

/** Spec 001 §3 created_by_profile: the creator's names and e-mail as they are now. */
export const creatorProfile = async (
  db: Executor,
  profileId: string,
): Promise<OrderView['created_by_profile']> => {
  const [row] = await db
    .select({ first_name: profiles.firstName, last_name: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ?? null;
};

/** The establishment's current name (orders.establishment_id is a foreign key, so it exists). */
export const establishmentName = async (db: Executor, establishmentId: string): Promise<string> => {
  const [row] = await db
    .select({ name: establishments.name })
    .from(establishments)
    .where(eq(establishments.id, establishmentId))
    .limit(1);
  return row?.name ?? '';
};

/** The invoice that holds the order, if any (an invoiced order is locked, spec 001 §4). */
export const orderInvoice = async (db: Executor, invoiceId: string | null): Promise<OrderView['invoice']> => {
  if (invoiceId === null) return null;
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return row ?? null;
};
