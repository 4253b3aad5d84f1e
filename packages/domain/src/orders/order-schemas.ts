import { z } from 'zod';
import { DEFAULT_HEARING_LOSS, GENDER_VALUES, HEARING_LOSS_VALUES } from '../catalogue/patient';
import { SHIPPING_METHOD_VALUES, shippingNeedsAddress } from '../catalogue/shipping-methods';
import { TRANSFER_METHOD_VALUES, transferMethodOf } from '../catalogue/transfer-methods';
import { isCalendarDay } from '../planning/calendar-day';
import { idField, requiredText } from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { typeStepError, validateDetails } from './completeness';
import { orderDetailsSchema } from './details-schema';
import { ORDER_MESSAGES } from './messages';
import { prescriberNameField, prescriberNumberField } from './prescriber';
import { MAX_STL_FILES_PER_ORDER, stlFileSchema } from './stl-files';

// The order's own fields (spec 001 §3), as the create_draft_order and update-order calls (§7) send
// them. Drafts may be incomplete (§4: saved at any step), so their schema checks only that each value
// is well-formed; `registeredOrderSchema` holds the rules an order must meet to leave the draft state.

/**
 * Clients send the chosen delivery address's id; the server looks it up in the establishment and
 * keeps a copy on the order, so that later edits or deletion of the address do not rewrite history.
 */
export const shippingAddressSnapshotSchema = z.object({
  id: idField,
  name: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
});
export type ShippingAddressSnapshot = z.infer<typeof shippingAddressSnapshotSchema>;

const draftFields = {
  patient_first_name: z.string().trim().max(100, '100 caractères au maximum'),
  patient_last_name: z.string().trim().max(100, '100 caractères au maximum'),
  patient_gender: z.enum(GENDER_VALUES, { error: MESSAGES.required }).nullable(),
  patient_hearing_loss: z.enum(HEARING_LOSS_VALUES, { error: MESSAGES.required }),
  // null: no type chosen yet (an empty object means the same and is read as null).
  details: z.preprocess(
    (value) => (value && typeof value === 'object' && Object.keys(value).length === 0 ? null : value),
    orderDetailsSchema.nullable(),
  ),
  shipping_method: z.enum(SHIPPING_METHOD_VALUES, { error: ORDER_MESSAGES.selectShippingMethod }),
  shipping_address: idField.nullable(),
  transfer_method: z.enum(TRANSFER_METHOD_VALUES, { error: ORDER_MESSAGES.invalidTransferMethod }).nullable(),
  comment: z.string().trim().max(5000, '5000 caractères au maximum'),
  stl_files: z.array(stlFileSchema).max(MAX_STL_FILES_PER_ORDER),
  // The statement's prescriber (decision 144), prefilled by the wizard from the creator's profile.
  prescriber_name: prescriberNameField,
  prescriber_number: prescriberNumberField,
};

/** create_draft_order: every field optional; the establishment comes from the session, never the body. */
export const createDraftOrderSchema = z.strictObject({
  status: z.literal('draft').optional(),
  patient_first_name: draftFields.patient_first_name.optional(),
  patient_last_name: draftFields.patient_last_name.optional(),
  patient_gender: draftFields.patient_gender.optional(),
  // Spec 001 §3: patient_hearing_loss defaults to 'N/C'.
  patient_hearing_loss: draftFields.patient_hearing_loss.default(DEFAULT_HEARING_LOSS),
  details: draftFields.details.optional(),
  shipping_method: draftFields.shipping_method.optional(),
  shipping_address: draftFields.shipping_address.optional(),
  transfer_method: draftFields.transfer_method.optional(),
  comment: draftFields.comment.optional(),
  stl_files: draftFields.stl_files.optional(),
  prescriber_name: draftFields.prescriber_name.optional(),
  prescriber_number: draftFields.prescriber_number.optional(),
});
export type CreateDraftOrderInput = z.infer<typeof createDraftOrderSchema>;

/**
 * update-order's `updates`: only the fields sent change (no defaults here, so a partial update never
 * resets a field). `status: 'registered'` asks to validate the order: the server then checks the
 * merged order with `registeredOrderSchema`.
 */
export const orderUpdatesSchema = z.strictObject({
  status: z.enum(['draft', 'registered']).optional(),
  patient_first_name: draftFields.patient_first_name.optional(),
  patient_last_name: draftFields.patient_last_name.optional(),
  patient_gender: draftFields.patient_gender.optional(),
  patient_hearing_loss: draftFields.patient_hearing_loss.optional(),
  details: draftFields.details.optional(),
  shipping_method: draftFields.shipping_method.optional(),
  shipping_address: draftFields.shipping_address.optional(),
  transfer_method: draftFields.transfer_method.optional(),
  comment: draftFields.comment.optional(),
  stl_files: draftFields.stl_files.optional(),
  prescriber_name: draftFields.prescriber_name.optional(),
  prescriber_number: draftFields.prescriber_number.optional(),
});
export type OrderUpdates = z.infer<typeof orderUpdatesSchema>;

const CENTS = 'Le total affiché doit être un montant en centimes';
const SHIP_DAY = 'Date invalide (AAAA-MM-JJ attendu)';

/**
 * Spec 001 §7 update-order body. `expectedTotalTTC` (ours): the total in cents the
 * person saw when they confirmed; if the server's total differs (a remake no longer under warranty,
 * a new price list), nothing is saved and the answer is 409 `price_changed` with the new total.
 */
export const updateOrderSchema = z.strictObject({
  orderId: idField,
  updates: orderUpdatesSchema,
  expectedTotalTTC: z.int({ error: CENTS }).nonnegative({ error: CENTS }).optional(),
  // The promised shipping day the summary showed ('yyyy-MM-dd'); the same rule.
  expectedShipOn: z
    .string({ error: SHIP_DAY })
    .refine((value) => isCalendarDay(value), SHIP_DAY)
    .optional(),
});
export type UpdateOrderInput = z.infer<typeof updateOrderSchema>;

/**
 * The whole order as it must be to become `registered` (spec 001 §5): patient step, complete details,
 * a delivery address unless pickup, a valid transfer method (with its files). The address may be the
 * id or the stored snapshot. Unknown keys (id, status, timestamps of a stored row) are ignored.
 */
export const registeredOrderSchema = z
  .object({
    patient_first_name: requiredText(100),
    patient_last_name: requiredText(100),
    patient_gender: z.enum(GENDER_VALUES, { error: MESSAGES.required }),
    patient_hearing_loss: draftFields.patient_hearing_loss.default(DEFAULT_HEARING_LOSS),
    details: orderDetailsSchema,
    shipping_method: draftFields.shipping_method,
    shipping_address: z.union([idField, shippingAddressSnapshotSchema]).nullish(),
    transfer_method: z.enum(TRANSFER_METHOD_VALUES, { error: ORDER_MESSAGES.invalidTransferMethod }),
    comment: draftFields.comment.default(''),
    stl_files: draftFields.stl_files.default([]),
  })
  .superRefine((order, ctx) => {
    const stepError = typeStepError(order.details);
    const details = validateDetails(order.details);
    if (stepError) {
      const field = stepError === ORDER_MESSAGES.selectBrand ? 'brand' : 'domain';
      ctx.addIssue({ code: 'custom', path: ['details', field], message: stepError });
    } else if (!details.ok) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: details.message });
    }
    if (shippingNeedsAddress(order.shipping_method) && !order.shipping_address) {
      ctx.addIssue({
        code: 'custom',
        path: ['shipping_address'],
        message: ORDER_MESSAGES.selectDeliveryAddress,
      });
    }
    if (transferMethodOf(order.transfer_method)?.needsFiles && order.stl_files.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['transfer_method'],
        message: ORDER_MESSAGES.invalidTransferMethod,
      });
    }
  });
export type RegisteredOrder = z.infer<typeof registeredOrderSchema>;
