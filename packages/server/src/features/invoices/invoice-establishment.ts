import { formatInvoiceNumber, parseInvoiceNumber } from '@conque/domain/invoices/invoice-number';
import { invoiceTotals } from '@conque/domain/invoices/invoice-totals';
import type { PriceList } from '@conque/domain/pricing/price-list';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
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
 * (a concurrent run holding them skips the establishment), then one statement takes the year's
 * counter, inserts the invoice, sets the orders' invoice_id, records one 'invoiced' event per order
 * and queues the PDF job. The unique
 * (establishment, month) pair makes a second invoice of the month impossible; a conflict rolls
 * everything back, the number included, so numbers stay without gaps. Answers whether it invoiced.
 */
export const invoiceEstablishment = async (
  deps: Deps,
  input: {
    establishmentId: string;
    /** The establishment's orders found by the run's scan; each is checked again under its lock. */
    orderIds: string[];
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
    .where(
      and(
        inArray(orders.id, input.orderIds),
        eq(orders.establishmentId, input.establishmentId),
        toInvoiceIn(input.window),
      ),
    )
    .orderBy(asc(orders.shippedAt), asc(orders.orderNumber))
    .for('update', { skipLocked: true });
  if (rows.length === 0) return false;
  const lines = rows.flatMap((order) => orderInvoiceLines(order, input.priceList));
  const totals = invoiceTotals(lines);
  const issuedAt = deps.now().toISOString();
  const dueAt = new Date(deps.now().getTime() + PAYMENT_DAYS * DAY_MS).toISOString();
  const year = parisYear(deps.now());
  const ids = sql.join(
    rows.map((order) => sql`${order.id}::uuid`),
    sql`, `,
  );
  // One statement from the counter to the PDF job: the counter row's lock, which every run's
  // numbering waits on, is held for this statement and the commit only (the month's run over ten
  // thousand establishments depends on it). The establishment's billing identity is copied as it is now.
  const result = await tx.execute(sql`
    with counter as (
      insert into invoice_number_counters (year, last) values (${year}, 1)
      on conflict (year) do update set last = invoice_number_counters.last + 1
      returning last
    ), invoice as (
      insert into invoices (number, establishment_id, establishment_snapshot, month, lines,
        total_ht, total_tva, total_ttc, issued_at, due_at)
      select 'F-' || ${year}::text || '-' || lpad(counter.last::text, greatest(5, length(counter.last::text)), '0'),
        e.id,
        jsonb_build_object('name', e.name, 'siret', e.siret, 'billing_street_address', e.billing_street_address,
          'billing_postal_code', e.billing_postal_code, 'billing_city', e.billing_city),
        ${input.month}, ${JSON.stringify(lines)}::jsonb, ${totals.totalHT}, ${totals.totalTVA}, ${totals.totalTTC},
        ${issuedAt}::timestamptz, ${dueAt}::timestamptz
      from counter, establishments e
      where e.id = ${input.establishmentId}::uuid
      on conflict (establishment_id, month) do nothing
      returning id, number
    ), linked as (
      update orders set invoice_id = invoice.id, updated_at = ${issuedAt}::timestamptz
      from invoice where orders.id in (${ids})
      returning orders.id
    ), events as (
      -- The order history (issue 4): who invoiced it, under which number. Written here until the
      -- shared recordOrderEvent helper (features/order-history) is on this branch.
      insert into order_events (order_id, actor_id, actor_name, kind, to_value, created_at)
      select linked.id, ${input.actor.id}::uuid, ${input.actor.name}, 'invoiced', invoice.number, ${issuedAt}::timestamptz
      from linked, invoice
    ), job as (
      insert into jobs (kind, payload)
      select ${GENERATE_INVOICE_PDF_JOB}, jsonb_build_object('invoiceId', invoice.id) from invoice
    )
    select id, number from invoice`);
  const [invoice] = (result as unknown as { rows: { id: string; number: string }[] }).rows;
  // Another run invoiced this establishment's month first (or it is gone): roll back, number included.
  if (!invoice) throw new AlreadyInvoiced();
  const counter = parseInvoiceNumber(invoice.number);
  if (invoice.number !== formatInvoiceNumber(year, counter?.counter ?? 0)) {
    throw new Error(`invoice number ${invoice.number} does not follow the format`);
  }
  return true;
};
