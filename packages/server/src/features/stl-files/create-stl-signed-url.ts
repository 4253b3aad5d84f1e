import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import type { Deps } from '../../kernel/deps';
import { recordPatientDataRead } from '../access-log/record-patient-data-read';
import { loadOrderForStl } from './order-for-stl';
import { findRequestFile } from './request-file-lookup';
import { stlErrors } from './stl-rules';

/**
 * Spec 001 §7 "bucket stl_files (signed URL 60 s)". Reading a file is seeing the order (viewers
 * included, docs/design.md §5.6); only a path listed on this order (or on its requests for a new impression)
 * is signed, so a caller cannot reach another order's file by naming its key.
 */
export const createStlSignedUrl = async (
  deps: Deps,
  actor: Actor,
  input: { orderId: string; path: string },
  from: { address?: string } = {},
): Promise<SignedUrlResponse> => {
  const order = await loadOrderForStl(deps.db, input.orderId);
  if (!order || !can(actor, 'orders.view', order.resource)) throw stlErrors.orderNotFound();
  const file =
    order.stlFiles.find((entry) => entry.path === input.path) ??
    (await findRequestFile(deps.db, actor, order, input.path));
  if (!file) throw stlErrors.notFound();
  // The signed link is the read (the download itself carries no session).
  await recordPatientDataRead(deps.db, {
    orderId: input.orderId,
    actor,
    kind: 'stl',
    fileName: file.name,
    address: from.address,
  });
  return { signedUrl: await deps.storage.signedUrl('stl_files', input.path) };
};
