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
import type { Deps } from '../../kernel/deps';
import { readPriceList } from '../orders/order-pricing';
import {
  type EventActor,
  invoiceEstablishments,
  type PendingEstablishment,
  toInvoiceIn,
} from './invoice-establishment';

/**
 * How many establishments one transaction invoices: each transaction takes the counter row once for
 * all of them, so the run commits a hundred times instead of ten thousand (bench/invoice-generation.ts).
 */
export const BATCH_SIZE = 100;

/**
 * How many batches are invoiced side by side: on PostgreSQL a batch locks its orders and prices its
 * lines while another holds the counter; PGlite has one connection, where one at a time is all there is.
 */
const concurrencyOf = (deps: Deps) => (deps.config.databaseUrl ? 3 : 1);

/**
 * docs/design.md §5.11: one invoice per establishment for the orders shipped (or ready for pickup) in `month`
 * (Europe/Paris) that have none yet, establishments invoiced by batches (invoice-establishment.ts).
 * A batch that fails is done again one establishment per transaction, so one failing establishment
 * never blocks the others; a second run, or a concurrent one, invoices nothing twice. If some
 * establishment could not be invoiced the run throws once every other one is done, and the job's
 * retry takes it up again.
 */
/** One transaction of the run, as `onBatch` sees it: which establishments, and what became of it. */
export type BatchOutcome = { establishmentIds: string[] } & (
  | { outcome: 'committed'; issued: number }
  | { outcome: 'failed' }
);

export const generateMonthlyInvoices = async (
  deps: Deps,
  input: {
    month: InvoiceMonth;
    actor: EventActor;
    batchSize?: number;
    concurrency?: number;
    /** Told of every transaction the run tries, so that a test sees which path ran. */
    onBatch?: (batch: BatchOutcome) => void;
  },
): Promise<GenerateMonthlyInvoicesResult> => {
  const size = input.batchSize ?? BATCH_SIZE;
  const concurrency = input.concurrency ?? concurrencyOf(deps);
  const window = monthWindow(input.month);
  const run = {
    month: input.month,
    window,
    actor: input.actor,
    priceList: await readPriceList(deps.db, deps.now()),
  };
  // One scan of the month's partial index, grouped by establishment: each transaction then locks its
  // orders by primary key (a per-establishment search of the month's index would read the whole
  // month again for every establishment).
  const pending = await deps.db
    .select({ id: orders.establishmentId, orderIds: sql<string[]>`array_agg(${orders.id}::text)` })
    .from(orders)
    .where(toInvoiceIn(window))
    .groupBy(orders.establishmentId);
  const batches = Array.from({ length: Math.ceil(pending.length / size) }, (_, i) =>
    pending.slice(i * size, (i + 1) * size),
  );
  let created = 0;
  const failures: unknown[] = [];
  const invoiceBatch = async (batch: PendingEstablishment[]) => {
    const establishmentIds = batch.map((establishment) => establishment.id);
    try {
      // Not `created += await …`: that reads `created` before the await and loses the other batches'.
      const issued = await invoiceEstablishments(deps, run, batch);
      created += issued;
      input.onBatch?.({ establishmentIds, outcome: 'committed', issued });
      return;
    } catch (error) {
      input.onBatch?.({ establishmentIds, outcome: 'failed' });
      if (batch.length === 1) {
        failures.push(error);
        return;
      }
    }
    for (const establishment of batch) await invoiceBatch([establishment]);
  };
  let next = 0;
  const worker = async () => {
    for (let batch = batches[next++]; batch; batch = batches[next++]) await invoiceBatch(batch);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
  if (failures.length > 0) {
    const [first] = failures;
    throw new Error(
      `${failures.length} établissement(s) non facturé(s) pour ${input.month} : ${messageOf(first)}`,
      { cause: first },
    );
  }
  return { created, month: input.month };
};

// Drizzle's own message is the whole failed query: the driver's, in its cause, says what went wrong.
const messageOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
};

/** Spec 001 §7 generate-monthly-invoices, from the preparator's button: the previous month by default. */
export const generateMonthlyInvoicesFor = async (
  deps: Deps,
  actor: Actor,
  input: { month?: string | undefined },
): Promise<GenerateMonthlyInvoicesResult> => {
  if (!can(actor, 'invoices.generate')) throw AppError.forbidden();
  const now = deps.now();
  const month = (input.month as InvoiceMonth | undefined) ?? previousParisMonth(now);
  // 'YYYY-MM' strings compare as months do.
  if (month >= parisMonthOf(now))
    throw AppError.badRequest(`Mois : ${INVOICE_MESSAGES.currentMonth}`, 'month');
  return generateMonthlyInvoices(deps, { month, actor: { id: actor.id } });
};
