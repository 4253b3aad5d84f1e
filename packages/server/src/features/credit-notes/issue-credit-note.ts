import {
  CREDIT_NOTE_MESSAGES,
  type CreditNoteListItem,
  type IssueCreditNoteInput,
} from '@conque/domain/invoices/credit-note-schemas';
import { documentNumberPrefix, INVOICE_COUNTER_DIGITS } from '@conque/domain/invoices/invoice-number';
import { invoiceTotals } from '@conque/domain/invoices/invoice-totals';
import { type Actor, can } from '@conque/domain/permissions/can';
import { parisYear } from '@conque/domain/shared/paris-time';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { creditNotes, jobs, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { isEinvoicingOn } from '../einvoicing/einvoicing-switch';
import { enqueueFlowSubmission } from '../einvoicing/enqueue-flow-submission';
import { assertCanOnInvoice, loadInvoice } from '../invoices/invoice-access';
import { recordOrderEvents } from '../order-history/record-order-event';
import { GENERATE_CREDIT_NOTE_PDF_JOB } from './credit-note-pdf-job';
import { creditNoteListItem } from './credit-note-view';

/** A-2026-00001: the year's next number, its counter row kept locked to the commit (no gap). */
const nextNumber = async (tx: Tx, year: number): Promise<string> => {
  const result = await tx.execute(sql`
    insert into credit_note_number_counters (year, last) values (${year}, 1)
    on conflict (year) do update set last = credit_note_number_counters.last + 1
    returning ${documentNumberPrefix('A', year)}::text
      || lpad(last::text, greatest(${INVOICE_COUNTER_DIGITS}::int, length(last::text)), '0') as number`);
  const [row] = (result as unknown as { rows: { number: string }[] }).rows;
  if (!row) throw new Error('credit note counter returned no row');
  return row.number;
};

/**
 * A preparator cancels an invoice wholly, or for chosen orders, by a credit note.
 * The invoice is locked first, so two credit notes on one invoice run one after the other; the
 * credited orders must still be on it. The credit note copies their lines from the invoice as issued
 * (the patient's name as the order holds it now: an erased patient stays erased), the orders leave
 * the invoice (`invoice_id` null, `credited_at` set) for the next monthly run, each order's history
 * says so, and the PDF is queued, all in one transaction. The invoice itself is never changed (only
 * its updated_at moves, by migration 0028's trigger: /api/v1 shows what its credit notes gave back).
 */
export const issueCreditNote = async (
  deps: Deps,
  actor: Actor,
  invoiceId: string,
  input: IssueCreditNoteInput,
): Promise<CreditNoteListItem> =>
  deps.db.transaction(async (tx) => {
    const invoice = assertCanOnInvoice(
      actor,
      'invoices.view',
      await loadInvoice(tx, invoiceId, { lock: true }),
    );
    if (!can(actor, 'invoices.issue_credit_note')) throw AppError.forbidden();
    const onInvoice = await tx
      .select()
      .from(orders)
      .where(eq(orders.invoiceId, invoice.id))
      .orderBy(asc(orders.id))
      .for('update');
    if (onInvoice.length === 0) throw AppError.conflict(CREDIT_NOTE_MESSAGES.fullyCredited);
    const chosen = new Set(input.order_ids ?? onInvoice.map((order) => order.id));
    const credited = onInvoice.filter((order) => chosen.has(order.id));
    if (credited.length !== chosen.size) {
      throw AppError.badRequest(`Commandes : ${CREDIT_NOTE_MESSAGES.orderNotOnInvoice}`, 'order_ids');
    }
    const names = new Map(
      credited.map((order) => [order.id, `${order.patientFirstName} ${order.patientLastName}`.trim()]),
    );
    const lines = invoice.lines
      .filter((line) => names.has(line.orderId))
      .map((line) => ({ ...line, patientName: names.get(line.orderId) ?? line.patientName }));
    const totals = invoiceTotals(lines);
    const now = deps.now();
    const [creditNote] = await tx
      .insert(creditNotes)
      .values({
        number: await nextNumber(tx, parisYear(now)),
        invoiceId: invoice.id,
        establishmentId: invoice.establishmentId,
        establishmentSnapshot: invoice.establishmentSnapshot,
        reason: input.reason,
        lines,
        totalHt: totals.totalHT,
        totalTva: totals.totalTVA,
        totalTtc: totals.totalTTC,
        issuedBy: actor.id,
        issuedAt: now,
      })
      .returning();
    if (!creditNote) throw new Error('credit note insert returned no row');
    const ids = credited.map((order) => order.id);
    await tx
      .update(orders)
      .set({ invoiceId: null, creditedAt: now, updatedAt: now })
      .where(and(inArray(orders.id, ids), eq(orders.invoiceId, invoice.id)));
    await recordOrderEvents(
      tx,
      ids.map((orderId) => ({
        orderId,
        actor: { id: actor.id },
        kind: 'credited',
        from: invoice.number,
        to: creditNote.number,
      })),
    );
    // Decision 146: with e-invoicing on, the credit note goes to the lab's PA like an invoice, its
    // flow job making its PDF first; off, its PDF job makes it.
    if (await isEinvoicingOn({ config: deps.config, db: tx }))
      await enqueueFlowSubmission(tx, {
        kind: 'credit_note',
        documentId: creditNote.id,
        trackingId: creditNote.number,
      });
    else
      await tx
        .insert(jobs)
        .values({ kind: GENERATE_CREDIT_NOTE_PDF_JOB, payload: { creditNoteId: creditNote.id } });
    return creditNoteListItem(creditNote, invoice.number);
  });
