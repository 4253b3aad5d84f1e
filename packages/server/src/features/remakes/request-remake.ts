import { EAR_SIDES } from '@conque/domain/catalogue/ear-sides';
import type { RequestRemakeResult } from '@conque/domain/orders/api-types';
import type { StoredOrderDetails } from '@conque/domain/orders/details-schema';
import { REMAKE_MESSAGES, remakeRefusal } from '@conque/domain/orders/remakes';
import type { RequestRemakeInput } from '@conque/domain/orders/request-remake-schema';
import type { Actor } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { draftFromOrder } from '../orders/draft-from-order';
import { assertCan, loadOrder } from '../orders/order-access';
import { withoutPrices } from '../orders/order-fields';
import { freeRemake } from './free-remake';

/** The original's details for the ears to remake only. */
const detailsForEars = (details: StoredOrderDetails | null, ears: RequestRemakeInput['ears']) => {
  const base = withoutPrices(details);
  if (!base) return null;
  for (const side of EAR_SIDES) {
    if (ears.includes(side) && !base[side])
      throw AppError.badRequest(REMAKE_MESSAGES.earNotOrdered(side), 'ears');
  }
  const kept = { ...base };
  for (const side of EAR_SIDES) if (!ears.includes(side)) delete kept[side];
  return kept;
};

/**
 * "Demander une refabrication": within 90 days of the shipping of an order of its
 * establishment, the caller gets a new draft linked to it, for the chosen ears, with the same
 * patient, configuration and impressions (new ones may replace them in the wizard, which opens on
 * the draft), and the reason; free of charge when the warranty covers it (settled again at its
 * validation). Both orders' histories say so.
 */
export const requestRemake = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: RequestRemakeInput,
): Promise<RequestRemakeResult> => {
  const original = assertCan(actor, 'orders.request_remake', await loadOrder(deps.db, orderId));
  const refusal = remakeRefusal(original, deps.now());
  if (refusal) throw AppError.conflict(refusal);
  const details = detailsForEars(original.details, input.ears);
  const free = await freeRemake(deps.db, { id: null, originalId: original.id, reason: input.reason });
  const { id } = await draftFromOrder(deps, actor, original, {
    details,
    remake: { reason: input.reason, comment: input.comment, free },
    recordEvents: async (tx, draftId) => {
      await recordOrderEvent(tx, {
        orderId: draftId,
        actor,
        kind: 'remake_requested',
        from: original.orderNumber,
        to: input.reason,
      });
      await recordOrderEvent(tx, { orderId: original.id, actor, kind: 'remake_requested', to: input.reason });
    },
  });
  return { id, free, copied: original.stlFiles.length };
};
