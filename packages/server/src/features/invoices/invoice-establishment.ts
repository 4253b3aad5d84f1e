import { formatInvoiceNumber } from '@conque/domain/invoices/invoice-number';
import { invoiceTotals } from '@conque/domain/invoices/invoice-totals';
import type { PriceList } from '@conque/domain/pricing/price-list';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  establishments,
  invoiceNumberCounters,
  invoices,
  jobs,
  orderEvents,
  orders,
} from '../../db/schema/index';
import type { Deps } from '../../http/context';
import { parisYear } from '../orders/next-order-number';
import { GENERATE_INVOICE_PDF_JOB } from './invoice-pdf-job';
import { orderInvoiceLines } from './order-lines';

/** Who the order history names for the invoicing: the preparator who pressed the button, or the job. */
export type EventActor = { id: string | null; name: string };
export const SYSTEM_ACTOR: EventActor = { id: null, name: 'Système' };

export const PAYMENT_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/** The orders a month invoices (DESIGN §5.11): shipped or ready for pickup in it, not yet invoiced. */
export const toInvoiceIn = (window: { start: Date; end: Date }) =>
  and(
    isNull(orders.invoiceId),
    inArray(orders.status, ['shipped', 'ready_pickup']),
    gte(orders.shippedAt, window.start),
    lt(orders.shippedAt, window.end),
  );

// Rolls the establishment's transaction back (its number with it) when another run got there first.
class AlreadyInvoiced extends Error {}

/**
 * One establishment's invoice for a month, in one transaction: its orders are locked with SKIP LOCKED
 * (a concurrent run holding them skips the establishment), the year's counter row is taken last (it
 * serialises every run's numbering, so it is held for as short a time as possible), then the invoice,
 * the orders' invoice_id, one 'invoiced' event per order and the PDF job. The unique
 * (establishment, month) pair makes a second invoice of the month impossible; a conflict rolls
 * everything back, the number included, so numbers stay without gaps. Answers whether it invoiced.
 */
export const invoiceEstablishment = async (
  deps: Deps,
  input: {
    establishmentId: string;
    month: string;
    window: { start: Date; end: Date };
    actor: EventActor;
    priceList: PriceList;
  },
): Promise<boolean> => {
  try {
    return await deps.db.transaction((tx) => invoiceIn(tx, deps, input));
  } catch (error) {
    if (error instanceof AlreadyInvoiced) return false;
    throw error;
  }
};

const invoiceIn = async (
  tx: Tx,
  deps: Deps,
  input: Parameters<typeof invoiceEstablishment>[1],
): Promise<boolean> => {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.establishmentId, input.establishmentId), toInvoiceIn(input.window)))
    .orderBy(asc(orders.shippedAt), asc(orders.orderNumber))
    .for('update', { skipLocked: true });
  if (rows.length === 0) return false;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.establishmentId, input.establishmentId), eq(invoices.month, input.month)));
  if (existing) return false;
  const [establishment] = await tx
    .select()
    .from(establishments)
    .where(eq(establishments.id, input.establishmentId));
  if (!establishment) return false;

  const lines = rows.flatMap((order) => orderInvoiceLines(order, input.priceList));
  const totals = invoiceTotals(lines);
  const issuedAt = deps.now();
  const year = parisYear(issuedAt);
  const [counter] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { last: sql`${invoiceNumberCounters.last} + 1` },
    })
    .returning({ last: invoiceNumberCounters.last });
  if (!counter) throw new Error('invoice number counter not updated');
  const number = formatInvoiceNumber(year, counter.last);

  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      establishmentId: establishment.id,
      establishmentSnapshot: {
        name: establishment.name,
        siret: establishment.siret,
        billing_street_address: establishment.billingStreetAddress,
        billing_postal_code: establishment.billingPostalCode,
        billing_city: establishment.billingCity,
      },
      month: input.month,
      lines,
      totalHt: totals.totalHT,
      totalTva: totals.totalTVA,
      totalTtc: totals.totalTTC,
      issuedAt,
      dueAt: new Date(issuedAt.getTime() + PAYMENT_DAYS * DAY_MS),
    })
    .onConflictDoNothing({ target: [invoices.establishmentId, invoices.month] })
    .returning({ id: invoices.id });
  if (!invoice) throw new AlreadyInvoiced();

  const ids = rows.map((order) => order.id);
  await tx.update(orders).set({ invoiceId: invoice.id, updatedAt: issuedAt }).where(inArray(orders.id, ids));
  // The order history (issue 4): who invoiced it, and under which number. Written here directly
  // until the shared recordOrderEvent helper (features/order-history) is on this branch.
  await tx.insert(orderEvents).values(
    ids.map((orderId) => ({
      orderId,
      actorId: input.actor.id,
      actorName: input.actor.name,
      kind: 'invoiced' as const,
      fromValue: null,
      toValue: number,
      createdAt: issuedAt,
    })),
  );
  await tx.insert(jobs).values({ kind: GENERATE_INVOICE_PDF_JOB, payload: { invoiceId: invoice.id } });
  return true;
};
