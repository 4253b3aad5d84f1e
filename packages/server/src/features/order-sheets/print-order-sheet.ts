import type { Actor } from '@conque/domain/permissions/can';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder } from '../orders/order-access';
import { streamOrderSheets } from './stream-order-sheets';

/**
 * Decision 139: one order's « Fiche de fabrication », for a préparateur. 404 to
 * whoever may not see the order, 403 to a clinic's member who sees it: the clinic has its order form.
 */
export const printOrderSheet = async (deps: Deps, actor: Actor, orderId: string) => {
  const row = assertCan(actor, 'orders.print_sheet', await loadOrder(deps.db, orderId));
  // A préparateur sees no draft: a validated order always has its number.
  const number = row.orderNumber ?? row.id;
  return {
    fileName: `fiche-de-fabrication-${number}.pdf`,
    stream: streamOrderSheets(deps, [row.id], `Fiche de fabrication ${number}`),
  };
};
