import type { InvoiceOrder } from '@conque/domain/invoices/credit-note-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { inArray, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { assertCanOnInvoice, loadInvoice } from './invoice-access';

/**
 * GET /api/invoices/:id/orders, the orders an invoice lists (as issued), each with
 * its amount excluding VAT and whether it is still on the invoice (what a credit note may take).
 */
export const listInvoiceOrders = async (
  deps: Deps,
  actor: Actor,
  invoiceId: string,
): Promise<InvoiceOrder[]> => {
  const invoice = assertCanOnInvoice(actor, 'invoices.view', await loadInvoice(deps.db, invoiceId));
  const rows = await deps.db
    .select({
      id: orders.id,
      invoiceId: orders.invoiceId,
      name: sql<string>`trim(${orders.patientFirstName} || ' ' || ${orders.patientLastName})`,
    })
    .from(orders)
    .where(inArray(orders.id, [...new Set(invoice.lines.map((line) => line.orderId))]));
  // The patient as the order names them now: an erased patient stays erased here.
  const current = new Map(rows.map((row) => [row.id, row]));
  const byOrder = new Map<string, InvoiceOrder>();
  for (const line of invoice.lines) {
    const entry = byOrder.get(line.orderId) ?? {
      order_id: line.orderId,
      order_number: line.orderNumber,
      patient_name: current.get(line.orderId)?.name ?? line.patientName,
      total_ht: 0,
      creditable: current.get(line.orderId)?.invoiceId === invoice.id,
    };
    entry.total_ht += line.totalHT;
    byOrder.set(line.orderId, entry);
  }
  return [...byOrder.values()];
};
