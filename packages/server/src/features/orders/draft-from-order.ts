import { randomUUID } from 'node:crypto';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { RemakeReason } from '@conque/domain/orders/remakes';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import type { Actor } from '@conque/domain/permissions/can';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { enqueueMeshCheck } from '../stl-files/check-stl-mesh-job';
import { STL_CONTENT_TYPE } from '../stl-files/stl-rules';
import type { OrderRow } from './order-access';
import { type EditableFields, pricedDetails, withoutPrices } from './order-fields';
import { readPriceList, remakeTermsOf } from './order-pricing';
import { resolveShippingAddress } from './shipping-address';

/** The source's file under the new order's folder: the key's own name and timestamp are kept. */
const copiedKey = (entry: StlFileEntry, orderId: string) => `${orderId}/${entry.path.split('/').pop()}`;

/**
 * A copy keeps its source's check. One the source's job has not checked yet (or could not) is checked
 * by a job of its own: the source's writes into the source's entry only.
 */
const needsCheck = (entry: StlFileEntry) => entry.checkStatus !== undefined;

export type DraftFromOrderOptions = {
  /** The new draft's details; the source's own (without prices) when omitted. */
  details?: OrderDetails | null;
  /** The draft remakes the source. */
  remake?: { reason: RemakeReason; comment: string; free: boolean };
  /** The history of the new draft (and of the source), in the draft's transaction. */
  recordEvents: (tx: Tx, draftId: string) => Promise<void>;
};

/**
 * A new draft of the caller, in the source's establishment, with the source's patient, type,
 * configuration, delivery mode and impressions, priced with today's list: "Commander à nouveau"
 * and "Demander une refabrication". The impressions are copied, never
 * shared: deleting the new draft (or one of its files) leaves the old order whole. The delivery
 * address is taken again from the establishment's list when it still exists there (else the wizard
 * asks for one). Files are copied first and the draft written after, in one transaction with its
 * history; a failure on the way removes the copies.
 */
export const draftFromOrder = async (
  deps: Deps,
  actor: Actor,
  source: OrderRow,
  options: DraftFromOrderOptions,
): Promise<{ id: string }> => {
  const establishmentId = source.establishmentId;
  const id = randomUUID();

  const copied: StlFileEntry[] = [];
  try {
    for (const entry of source.stlFiles) {
      const key = copiedKey(entry, id);
      const { stream } = await deps.storage.get('stl_files', entry.path);
      const { size } = await deps.storage.put('stl_files', key, stream, { contentType: STL_CONTENT_TYPE });
      copied.push({ ...entry, path: key, size, ...(needsCheck(entry) ? { checkStatus: 'pending' } : {}) });
    }
    const address = source.shippingAddress
      ? await resolveShippingAddress(deps.db, establishmentId, source.shippingAddress.id).catch(() => null)
      : null;
    const fields: EditableFields = {
      patientFirstName: source.patientFirstName,
      patientLastName: source.patientLastName,
      patientGender: source.patientGender,
      patientHearingLoss: source.patientHearingLoss,
      details: options.details !== undefined ? options.details : withoutPrices(source.details),
      shippingMethod: source.shippingMethod,
      shippingAddress: address,
      transferMethod: source.transferMethod,
      comment: '',
      // The same patient, the same prescriber (decision 144).
      prescriberName: source.prescriberName,
      prescriberNumber: source.prescriberNumber,
    };
    const remake = options.remake;
    const remakeColumns = remake
      ? {
          remakeOf: source.id,
          remakeReason: remake.reason,
          remakeComment: remake.comment,
          remakeFree: remake.free,
        }
      : {};
    const prices = await readPriceList(deps.db, deps.now());
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.insert(orders).values({
        ...fields,
        ...remakeColumns,
        id,
        details: pricedDetails(
          fields,
          copied.length,
          prices,
          remake ? remakeTermsOf({ remakeReason: remake.reason, remakeFree: remake.free }) : null,
        ),
        stlFiles: copied,
        establishmentId,
        createdBy: actor.id,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      });
      await options.recordEvents(tx, id);
      for (const entry of copied) if (needsCheck(entry)) await enqueueMeshCheck(tx, id, entry.path);
    });
  } catch (error) {
    await Promise.all(copied.map((entry) => deps.storage.remove('stl_files', entry.path)));
    throw error;
  }
  return { id };
};
