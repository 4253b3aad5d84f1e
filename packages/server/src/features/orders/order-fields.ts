import type { OrderDetails, StoredOrderDetails } from '@conque/domain/orders/details-schema';
import type { OrderUpdates, ShippingAddressSnapshot } from '@conque/domain/orders/order-schemas';
import type { PriceList } from '@conque/domain/pricing/price-list';
import type { RemakeTerms } from '@conque/domain/pricing/remake-policy';
import type { Executor } from '../../db/client';
import type { OrderRow } from './order-access';
import { priceOrder } from './order-pricing';
import { resolveShippingAddress } from './shipping-address';

/** The columns the wizard edits (spec 001 §3), in the row's own (camelCase) names. */
export type EditableFields = Pick<
  OrderRow,
  | 'patientFirstName'
  | 'patientLastName'
  | 'patientGender'
  | 'patientHearingLoss'
  | 'shippingMethod'
  | 'shippingAddress'
  | 'transferMethod'
  | 'comment'
  | 'prescriberName'
  | 'prescriberNumber'
> & { details: OrderDetails | null };

export const withoutPrices = (details: StoredOrderDetails | null): OrderDetails | null => {
  if (!details) return null;
  const { prices: _stale, ...rest } = details;
  return rest as OrderDetails;
};

/**
 * The order once `updates` are applied: only the fields sent change. The address id sent is looked up
 * in the order's establishment and kept as a copy. `stl_files` is not taken from the body: the list
 * belongs to the upload endpoints (features/stl-files), which alone put and remove the files.
 */
export const applyUpdates = async (
  db: Executor,
  current: Pick<OrderRow, 'establishmentId'> &
    Omit<EditableFields, 'details'> & { details: StoredOrderDetails | null },
  updates: OrderUpdates,
): Promise<EditableFields> => {
  let shippingAddress: ShippingAddressSnapshot | null = current.shippingAddress;
  if (updates.shipping_address !== undefined) {
    shippingAddress =
      updates.shipping_address === null
        ? null
        : await resolveShippingAddress(db, current.establishmentId, updates.shipping_address);
  }
  return {
    patientFirstName: updates.patient_first_name ?? current.patientFirstName,
    patientLastName: updates.patient_last_name ?? current.patientLastName,
    patientGender: updates.patient_gender !== undefined ? updates.patient_gender : current.patientGender,
    patientHearingLoss: updates.patient_hearing_loss ?? current.patientHearingLoss,
    details: updates.details !== undefined ? updates.details : withoutPrices(current.details),
    shippingMethod: updates.shipping_method ?? current.shippingMethod,
    shippingAddress,
    transferMethod: updates.transfer_method !== undefined ? updates.transfer_method : current.transferMethod,
    comment: updates.comment ?? current.comment,
    prescriberName: updates.prescriber_name ?? current.prescriberName,
    prescriberNumber:
      updates.prescriber_number !== undefined ? updates.prescriber_number : current.prescriberNumber,
  };
};

/** The details to store: the server's prices for them, recomputed on every save (docs/design.md §5.8). */
export const pricedDetails = (
  fields: EditableFields,
  stlFileCount: number,
  prices: PriceList,
  remake: RemakeTerms | null = null,
): StoredOrderDetails | null => {
  if (!fields.details) return null;
  return { ...fields.details, prices: priceOrder({ ...fields, stlFileCount, remake }, prices) };
};

/** The same fields in the spec's snake_case, as registeredOrderSchema reads an order. */
export const asSpecFields = (fields: EditableFields, stlFiles: OrderRow['stlFiles']) => ({
  patient_first_name: fields.patientFirstName,
  patient_last_name: fields.patientLastName,
  patient_gender: fields.patientGender,
  patient_hearing_loss: fields.patientHearingLoss,
  details: fields.details,
  shipping_method: fields.shippingMethod,
  shipping_address: fields.shippingAddress,
  transfer_method: fields.transferMethod,
  comment: fields.comment,
  stl_files: stlFiles,
});
