import type { InvoiceDeliveryAddress } from '@conque/domain/invoices/invoice-buyer';
import type { InvoiceLine } from '@conque/domain/invoices/invoice-line';
import {
  INVOICE_COUNTER_DIGITS,
  invoiceNumberPrefix,
  parseInvoiceNumber,
} from '@conque/domain/invoices/invoice-number';
import { invoiceTotals } from '@conque/domain/invoices/invoice-totals';
import type { PriceList } from '@conque/domain/pricing/price-list';
import { parisYear } from '@conque/domain/shared/paris-time';
import { and, asc, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { sqlConstraint, sqlState, type Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { isEinvoicingOn } from '../einvoicing/einvoicing-switch';
import { enqueueFlowSubmissions } from '../einvoicing/enqueue-flow-submission';
import { type OrderEventInput, recordOrderEvents } from '../order-history/record-order-event';
import type { OrderRow } from '../orders/order-access';
import { invoiceDeliveryAddress } from './invoice-delivery';
import { GENERATE_INVOICE_PDF_JOB } from './invoice-pdf-job';
import { orderInvoiceLines } from './order-lines';

/** Who the order history names for the invoicing: the preparator who pressed the button, or the job. */
export type EventActor = OrderEventInput['actor'];
export const SYSTEM_ACTOR: EventActor = 'system';

export const PAYMENT_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The orders a month invoices (docs/design.md §5.11): shipped or ready for pickup in it, not yet invoiced;
 * and those a credit note took off their invoice, shipped by the month's end.
 */
export const toInvoiceIn = (window: { start: Date; end: Date }) =>
  and(
    isNull(orders.invoiceId),
    inArray(orders.status, ['shipped', 'ready_pickup']),
    lt(orders.shippedAt, window.end),
    or(gte(orders.shippedAt, window.start), isNotNull(orders.creditedAt)),
  );

/** An establishment the run's scan found, with the orders it found for it. */
export type PendingEstablishment = { id: string; orderIds: string[] };

export type InvoiceRun = {
  month: string;
  window: { start: Date; end: Date };
  actor: EventActor;
  priceList: PriceList;
};

// Rolls the transaction back, numbers with it, when the invoices written are not those numbered.
class NumberingMismatch extends Error {}

/**
 * Invoices a batch of establishments for a month in one transaction, and answers how many invoices
 * it issued. Their orders are locked, waiting for a concurrent run that holds them, and checked again
 * under the lock (an order that run invoiced no longer qualifies); then one statement takes as many numbers from the year's
 * counter as there are invoices, inserts the invoices, sets the orders' invoice_id and queues one PDF
 * job per invoice, and the 'invoiced' events follow. The counter row's lock, which serialises every
 * run's numbering, is thus held for that statement, the events and the commit only, once for the
 * whole batch instead of once per establishment.
 *
 * Gap-free numbers: the transaction commits every numbered invoice or nothing. An establishment
 * another run invoiced meanwhile makes the unique (establishment, month) pair fail the whole batch;
 * the caller then invoices the batch's establishments one per transaction, where that failure
 * (AlreadyInvoiced) means only that this one is already done.
 */
export const invoiceEstablishments = async (
  deps: Deps,
  run: InvoiceRun,
  batch: PendingEstablishment[],
): Promise<number> => {
  try {
    return await deps.db.transaction((tx) => invoiceIn(tx, deps, run, batch));
  } catch (error) {
    if (batch.length === 1 && alreadyInvoiced(error)) return 0;
    throw error;
  }
};

const alreadyInvoiced = (error: unknown) =>
  sqlState(error) === '23505' && sqlConstraint(error) === 'invoices_establishment_month_key';

/** The batch's orders still to invoice, locked, by establishment in the order the invoice lists them. */
const lockOrders = async (tx: Tx, run: InvoiceRun, batch: PendingEstablishment[]) => {
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(
          orders.id,
          batch.flatMap((establishment) => establishment.orderIds),
        ),
        toInvoiceIn(run.window),
        // An establishment already invoiced for the month keeps its late orders for the preparator.
        sql`not exists (select 1 from invoices i
          where i.establishment_id = ${orders.establishmentId} and i.month = ${run.month})`,
      ),
    )
    // Waits for a concurrent run's locks rather than skipping them: a skipped order was left out of
    // its establishment's invoice when the other run then found the establishment invoiced (seen as
    // orders without invoice after two runs at once). Every run locks in this one order: no deadlock.
    .orderBy(asc(orders.shippedAt), asc(orders.orderNumber), asc(orders.id))
    .for('update');
  const byEstablishment = new Map<string, OrderRow[]>();
  for (const row of rows) {
    byEstablishment.set(row.establishmentId, [...(byEstablishment.get(row.establishmentId) ?? []), row]);
  }
  return [...byEstablishment.entries()];
};

type Numbered = {
  ordinal: number;
  establishmentId: string;
  lines: InvoiceLine[];
  delivery: InvoiceDeliveryAddress | null;
} & ReturnType<typeof invoiceTotals>;

const invoiceIn = async (
  tx: Tx,
  deps: Deps,
  run: InvoiceRun,
  batch: PendingEstablishment[],
): Promise<number> => {
  const locked = await lockOrders(tx, run, batch);
  if (locked.length === 0) return 0;
  const invoicesToWrite: Numbered[] = locked.map(([establishmentId, rows], index) => {
    const lines = rows.flatMap((order) => orderInvoiceLines(order, run.priceList));
    const delivery = invoiceDeliveryAddress(rows);
    return { ordinal: index + 1, establishmentId, lines, delivery, ...invoiceTotals(lines) };
  });
  const links = locked.flatMap(([, rows], index) =>
    rows.map((row) => ({ order_id: row.id, ordinal: index + 1 })),
  );
  const count = invoicesToWrite.length;
  const now = deps.now();
  const issuedAt = now.toISOString();
  const dueAt = new Date(now.getTime() + PAYMENT_DAYS * DAY_MS).toISOString();
  const year = parisYear(now);
  const input = JSON.stringify(
    invoicesToWrite.map((invoice) => ({
      ordinal: invoice.ordinal,
      establishment_id: invoice.establishmentId,
      lines: invoice.lines,
      delivery: invoice.delivery,
      total_ht: invoice.totalHT,
      total_tva: invoice.totalTVA,
      total_ttc: invoice.totalTTC,
    })),
  );
  // Decision 146: with e-invoicing on, each invoice's flow job makes its PDF before sending it, so
  // no PDF job is queued (the two would render it side by side).
  const einvoicing = await isEinvoicingOn({ config: deps.config, db: tx });
  // The counter is taken by the statement's first step and kept to the commit. The establishment's
  // billing identity is copied as it is now, with the reform's mentions (decision 145): the
  // electronic address the directory gave for its SIRET, the delivery address when not the billing one.
  const result = await tx.execute(sql`
    with counter as (
      insert into invoice_number_counters (year, last) values (${year}, ${count})
      on conflict (year) do update set last = invoice_number_counters.last + ${count}
      returning last
    ), input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(ordinal int, establishment_id uuid, lines jsonb,
        delivery jsonb, total_ht int, total_tva int, total_ttc int)
    ), link as (
      select * from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l(order_id uuid, ordinal int)
    ), invoice as (
      insert into invoices (number, establishment_id, establishment_snapshot, month, lines,
        total_ht, total_tva, total_ttc, issued_at, due_at)
      -- The number as domain/invoices/invoice-number.ts writes it: prefix, counter padded to its width.
      select ${invoiceNumberPrefix(year)}::text || lpad(n.value::text, greatest(${INVOICE_COUNTER_DIGITS}::int, length(n.value::text)), '0'),
        e.id,
        jsonb_build_object('name', e.name, 'siret', e.siret, 'billing_street_address', e.billing_street_address,
          'billing_postal_code', e.billing_postal_code, 'billing_city', e.billing_city,
          'electronic_address', d.lines->0->>'addressing_identifier',
          'delivery_address', case when (lower(trim(x.delivery->>'street_address')),
              lower(trim(x.delivery->>'postal_code')), lower(trim(x.delivery->>'city')))
            is distinct from (lower(trim(e.billing_street_address)), lower(trim(e.billing_postal_code)),
              lower(trim(e.billing_city))) and x.delivery <> 'null'::jsonb then x.delivery end),
        ${run.month}, x.lines, x.total_ht, x.total_tva, x.total_ttc, ${issuedAt}::timestamptz, ${dueAt}::timestamptz
      from counter, input x
        cross join lateral (select counter.last - ${count} + x.ordinal as value) n
        join establishments e on e.id = x.establishment_id
        left join einvoicing_directory_entries d on d.establishment_id = e.id and d.siret = e.siret
          and d.status = 'found'
      returning id, number, establishment_id
    ), linked as (
      update orders set invoice_id = invoice.id, updated_at = ${issuedAt}::timestamptz
      from link, input x, invoice
      where orders.id = link.order_id and x.ordinal = link.ordinal and invoice.establishment_id = x.establishment_id
      returning orders.id as order_id, invoice.number, invoice.id as invoice_id
    ), job as (
      insert into jobs (kind, payload)
      select ${GENERATE_INVOICE_PDF_JOB}, jsonb_build_object('invoiceId', invoice.id) from invoice
      where not ${einvoicing}::boolean
    )
    select order_id, number, invoice_id from linked`);
  const invoiced = (result as unknown as { rows: { order_id: string; number: string; invoice_id: string }[] })
    .rows;
  checkNumbering(invoiced, { year, count, links: links.length });
  // Decision 146: with e-invoicing on, each invoice is queued for the lab's PA in this transaction.
  if (einvoicing) {
    const issued = new Map(invoiced.map((row) => [row.invoice_id, row.number]));
    await enqueueFlowSubmissions(
      tx,
      [...issued].map(([documentId, trackingId]) => ({ kind: 'invoice', documentId, trackingId })),
    );
  }
  // The order history: who invoiced each order, under which number.
  await recordOrderEvents(
    tx,
    invoiced.map((row) => ({ orderId: row.order_id, actor: run.actor, kind: 'invoiced', to: row.number })),
  );
  return count;
};

/**
 * Every numbered invoice must have been written with all its orders (an establishment gone since
 * the scan would leave a number unused): otherwise the transaction rolls back, numbers included.
 */
const checkNumbering = (
  invoiced: { order_id: string; number: string }[],
  expected: { year: number; count: number; links: number },
) => {
  const numbers = new Set(invoiced.map((row) => row.number));
  const wellFormed = [...numbers].every((number) => parseInvoiceNumber(number)?.year === expected.year);
  if (invoiced.length !== expected.links || numbers.size !== expected.count || !wellFormed) {
    throw new NumberingMismatch(
      `${numbers.size} factures écrites pour ${expected.count} numéros pris en ${expected.year}`,
    );
  }
};
