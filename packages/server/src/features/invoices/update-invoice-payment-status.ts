import type {
  UpdateInvoicePaymentStatusInput,
  UpdateInvoicePaymentStatusResult,
} from '@conque/domain/invoices/invoice-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { recordPaymentReceived } from '../einvoicing/record-payment-received';
import { assertCanOnInvoice, loadInvoice } from './invoice-access';

/**
 * Spec 001 §4 and §7 update_invoice_payment_status: a preparator marks an invoice paid or back to
 * pending. paid_at keeps when it was first marked paid; setting the same status again changes nothing.
 * Marked paid through a PA, its « Encaissée » is written in the same transaction (decision 147).
 */
export const updateInvoicePaymentStatus = async (
  deps: Deps,
  actor: Actor,
  input: UpdateInvoicePaymentStatusInput,
): Promise<UpdateInvoicePaymentStatusResult> =>
  deps.db.transaction(async (tx) => {
    const row = assertCanOnInvoice(
      actor,
      'invoices.update_payment_status',
      await loadInvoice(tx, input.invoice_id, { lock: true }),
    );
    let paidAt = row.paidAt;
    if (row.paidStatus !== input.new_paid_status) {
      paidAt = input.new_paid_status === 'paid' ? deps.now() : null;
      await tx
        .update(invoices)
        .set({ paidStatus: input.new_paid_status, paidAt })
        .where(eq(invoices.id, row.id));
      // Decision 147: « Payée » sends « Encaissée » to the PA, from this transaction.
      if (paidAt) await recordPaymentReceived(deps, tx, row, paidAt);
    }
    return {
      success: true,
      invoice_id: row.id,
      paid_status: input.new_paid_status,
      paid_at: paidAt?.toISOString() ?? null,
    };
  });
