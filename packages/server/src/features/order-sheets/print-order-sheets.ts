import { ORDER_SHEET_MESSAGES } from '@conque/domain/orders/order-sheet-messages';
import type { PrintOrderSheetsInput } from '@conque/domain/orders/order-sheets';
import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import { formatParis, parisDay, parisTime } from '@conque/domain/shared/paris-time';
import { and, asc, gte, inArray, lt, notInArray } from 'drizzle-orm';
import { listScopeCondition } from '../../db/list-scope-condition';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { ORDER_NOT_FOUND, orderResource } from '../orders/order-access';
import { streamOrderSheets } from './stream-order-sheets';

/** Today in Paris, as the instants it starts and ends at. */
const parisToday = (now: Date) => {
  const [year, month, day] = parisDay(now).split('-').map(Number) as [number, number, number];
  return { start: parisTime(year, month, day), end: parisTime(year, month, day + 1) };
};

/** Decision 139: every order validated today that is still to make (neither cancelled nor a draft). */
const validatedToday = async (deps: Deps, actor: Actor) => {
  const { start, end } = parisToday(deps.now());
  const rows = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        gte(orders.validatedAt, start),
        lt(orders.validatedAt, end),
        notInArray(orders.status, ['draft', 'cancelled']),
        listScopeCondition(listScope(actor), orders.establishmentId),
      ),
    )
    .orderBy(asc(orders.validatedAt), asc(orders.orderNumber));
  if (rows.length === 0) throw AppError.notFound(ORDER_SHEET_MESSAGES.noneValidatedToday);
  return rows.map((row) => row.id);
};

/** The chosen orders, each one the préparateur may print (else 404, as for one), by order number. */
const chosen = async (deps: Deps, actor: Actor, ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  const rows = await deps.db.select().from(orders).where(inArray(orders.id, unique));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of unique) {
    const row = byId.get(id);
    if (!row || !can(actor, 'orders.print_sheet', orderResource(row)))
      throw AppError.notFound(ORDER_NOT_FOUND);
  }
  return rows.sort((a, b) => (a.orderNumber ?? '').localeCompare(b.orderNumber ?? '')).map((row) => row.id);
};

/**
 * Decision 139: the sheets of the préparateur's dashboard, the selected orders or every order
 * validated today, in one PDF of one page per order. Anyone else: 403, before any
 * order is looked up.
 */
export const printOrderSheets = async (deps: Deps, actor: Actor, input: PrintOrderSheetsInput) => {
  if (!can(actor, 'orders.print_sheets')) throw AppError.forbidden();
  const ids = input.order_ids
    ? await chosen(deps, actor, input.order_ids)
    : await validatedToday(deps, actor);
  return {
    fileName: `fiches-de-fabrication-${formatParis(deps.now(), 'yyyy-MM-dd')}.pdf`,
    stream: streamOrderSheets(deps, ids, `Fiches de fabrication (${ids.length})`),
  };
};
