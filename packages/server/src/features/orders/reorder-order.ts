import { randomUUID } from 'node:crypto';
import { isReorderable } from '@conque/domain/orders/statuses';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import type { Actor } from '@conque/domain/permissions/can';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';
import { recordOrderEvent } from '../order-history/record-order-event';
import { STL_CONTENT_TYPE } from '../stl-files/stl-rules';
import { assertCan, loadOrder } from './order-access';
import { type EditableFields, pricedDetails, withoutPrices } from './order-fields';
import { readPriceList } from './order-pricing';
import { resolveShippingAddress } from './shipping-address';

export const REORDER_MESSAGES = {
  notShipped: 'Seule une commande expédiée ou prête à être récupérée peut être commandée à nouveau.',
} as const;

/** The source's file under the new order's folder: the key's own name and timestamp are kept. */
const copiedKey = (entry: StlFileEntry, orderId: string) => `${orderId}/${entry.path.split('/').pop()}`;

/**
 * Issue 11 item 2 "Commander à nouveau": a new draft of the caller, in its establishment, with the
 * shipped order's patient, type, configuration, delivery mode and impressions, priced with today's
 * list. The impressions are copied, never shared: deleting the new draft (or one of its files)
 * leaves the old order whole. The delivery address is taken again from the establishment's list
 * when it still exists there (else the wizard asks for one). Files are copied first and the draft
 * written after, in one transaction with its history; a failure on the way removes the copies.
 */
export const reorderOrder = async (deps: Deps, actor: Actor, orderId: string): Promise<{ id: string }> => {
  const source = assertCan(actor, 'orders.reorder', await loadOrder(deps.db, orderId));
  if (!isReorderable(source.status)) throw AppError.conflict(REORDER_MESSAGES.notShipped);
  const establishmentId = source.establishmentId;
  const id = randomUUID();

  const copied: StlFileEntry[] = [];
  try {
    for (const entry of source.stlFiles) {
      const key = copiedKey(entry, id);
      const { stream } = await deps.storage.get('stl_files', entry.path);
      const { size } = await deps.storage.put('stl_files', key, stream, { contentType: STL_CONTENT_TYPE });
      copied.push({ ...entry, path: key, size });
    }
    const address = source.shippingAddress
      ? await resolveShippingAddress(deps.db, establishmentId, source.shippingAddress.id).catch(() => null)
      : null;
    const fields: EditableFields = {
      patientFirstName: source.patientFirstName,
      patientLastName: source.patientLastName,
      patientGender: source.patientGender,
      patientHearingLoss: source.patientHearingLoss,
      details: withoutPrices(source.details),
      shippingMethod: source.shippingMethod,
      shippingAddress: address,
      transferMethod: source.transferMethod,
      comment: '',
    };
    const prices = await readPriceList(deps.db, deps.now());
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.insert(orders).values({
        ...fields,
        id,
        details: pricedDetails(fields, copied.length, prices),
        stlFiles: copied,
        establishmentId,
        createdBy: actor.id,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      });
      // "Commande créée à partir de la commande …" in the new draft's history.
      await recordOrderEvent(tx, {
        orderId: id,
        actor,
        kind: 'created',
        from: source.orderNumber,
        to: 'draft',
      });
    });
  } catch (error) {
    await Promise.all(copied.map((entry) => deps.storage.remove('stl_files', entry.path)));
    throw error;
  }
  return { id };
};
