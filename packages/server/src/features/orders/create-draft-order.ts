import { DELIVERY_ADDRESS_MESSAGES } from '@conque/domain/accounts/delivery-address-schemas';
import type { CreateDraftOrderInput } from '@conque/domain/orders/order-schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { applyUpdates, pricedDetails } from './order-fields';
import { readPriceList } from './order-pricing';

const EMPTY_DRAFT = {
  patientFirstName: '',
  patientLastName: '',
  patientGender: null,
  patientHearingLoss: 'N/C',
  details: null,
  shippingMethod: 'standard',
  shippingAddress: null,
  transferMethod: null,
  comment: '',
  prescriberName: '',
  prescriberNumber: null,
} as const;

/**
 * Spec 001 §7 RPC create_draft_order: a draft of the caller's establishment, created by the caller
 * (never an establishment or creator from the body). Spec 001 §6: 'Aucun établissement associé' for
 * a manager or user who has none yet.
 */
export const createDraftOrder = async (
  deps: Deps,
  actor: Actor,
  input: CreateDraftOrderInput,
): Promise<{ id: string }> => {
  if (!can(actor, 'orders.create_draft')) throw AppError.forbidden();
  const establishmentId = actor.establishmentId;
  if (establishmentId === null) throw AppError.badRequest(DELIVERY_ADDRESS_MESSAGES.noEstablishment);
  const prices = await readPriceList(deps.db, deps.now());
  const fields = await applyUpdates(deps.db, { establishmentId, ...EMPTY_DRAFT }, input);
  const now = deps.now();
  // The draft and its 'created' event in one transaction (decision 29).
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        ...fields,
        details: pricedDetails(fields, 0, prices),
        establishmentId,
        createdBy: actor.id,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('order not inserted');
    await recordOrderEvent(tx, { orderId: row.id, actor, kind: 'created', to: 'draft' });
    return { id: row.id };
  });
};
