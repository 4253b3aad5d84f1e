import type { OrderView } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { productionView } from '@conque/domain/production/production-state';
import type { Deps } from '../../kernel/deps';
import { recordPatientDataRead } from '../access-log/record-patient-data-read';
import { productionStateOf, readProduction } from '../production/read-production';
import { remakeOfView, remakesOf } from '../remakes/remake-links';
import { assertCan, loadOrder } from './order-access';
import { creatorProfile, establishmentName, orderInvoice, toOrderView } from './order-view';

/** Spec 001 §2 order detail and the wizard's edit mode: one order the actor may see, else 404. */
export const getOrder = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  from: { address?: string } = {},
): Promise<OrderView> => {
  const row = assertCan(actor, 'orders.view', await loadOrder(deps.db, orderId));
  const [creator, name, invoice, remake, remakes, production] = await Promise.all([
    creatorProfile(deps.db, row.createdBy),
    establishmentName(deps.db, row.establishmentId),
    orderInvoice(deps.db, row.invoiceId),
    remakeOfView(deps.db, row),
    remakesOf(deps.db, actor, row),
    readProduction(deps.db, deps.now()),
    // The detail (and the wizard's edit mode) shows the patient's data.
    recordPatientDataRead(deps.db, { orderId: row.id, actor, kind: 'detail', address: from.address }),
  ]);
  return toOrderView(row, {
    creator,
    establishmentName: name,
    invoice,
    remake,
    remakes,
    production: productionView(production, productionStateOf(row)),
  });
};
