import { INVOICE_MESSAGES } from '@conque/domain/invoices/invoice-messages';
import {
  type InvoiceMonth,
  monthWindow,
  parisMonthOf,
  previousParisMonth,
} from '@conque/domain/invoices/invoice-month';
import type { GenerateMonthlyInvoicesResult } from '@conque/domain/invoices/invoice-schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { CurrentUser, Deps } from '../../http/context';
import { readPriceList } from '../orders/order-pricing';
import { type EventActor, invoiceEstablishment, toInvoiceIn } from './invoice-establishment';

/**
 * How many establishments are invoiced side by side: on PostgreSQL the pool's connections overlap
 * their reads and PDF job inserts while the counter row serialises only the numbering; PGlite has one
 * connection, where one at a time is all there is.
 */
const concurrencyOf = (deps: Deps) => (deps.config.databaseUrl ? 6 : 1);

/**
 * DESIGN §5.11: one invoice per establishment for the orders shipped (or ready for pickup) in `month`
 * (Europe/Paris) that have none yet. Each establishment is its own transaction (invoice-establishment.ts),
 * so one failing establishment never blocks the others and a second run, or a concurrent one,
 * invoices nothing twice.
 */
export const generateMonthlyInvoices = async (
  deps: Deps,
  input: { month: InvoiceMonth; actor: EventActor },
): Promise<GenerateMonthlyInvoicesResult> => {
  const window = monthWindow(input.month);
  const priceList = await readPriceList(deps.db);
  // One scan of the month's partial index, grouped by establishment: each establishment's transaction
  // then locks its orders by primary key (a per-establishment search of the month's index would read
  // the whole month again for every establishment).
  const pending = await deps.db
    .select({ id: orders.establishmentId, orderIds: sql<string[]>`array_agg(${orders.id}::text)` })
    .from(orders)
    .where(toInvoiceIn(window))
    .groupBy(orders.establishmentId);
  let created = 0;
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const establishment = pending[next++];
      if (!establishment) break;
      const invoiced = await invoiceEstablishment(deps, {
        establishmentId: establishment.id,
        orderIds: establishment.orderIds,
        month: input.month,
        window,
        actor: input.actor,
        priceList,
      });
      if (invoiced) created += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrencyOf(deps), pending.length) }, worker));
  return { created, month: input.month };
};

const nameOf = (user: CurrentUser) =>
  [user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ') || user.email;

/** Spec 001 §7 generate-monthly-invoices, from the preparator's button: the previous month by default. */
export const generateMonthlyInvoicesFor = async (
  deps: Deps,
  actor: Actor,
  user: CurrentUser,
  input: { month?: string | undefined },
): Promise<GenerateMonthlyInvoicesResult> => {
  if (!can(actor, 'invoices.generate')) throw AppError.forbidden();
  const now = deps.now();
  const month = (input.month as InvoiceMonth | undefined) ?? previousParisMonth(now);
  // 'YYYY-MM' strings compare as months do.
  if (month >= parisMonthOf(now))
    throw AppError.badRequest(`Mois : ${INVOICE_MESSAGES.currentMonth}`, 'month');
  return generateMonthlyInvoices(deps, { month, actor: { id: actor.id, name: nameOf(user) } });
};
