import { INVOICE_MESSAGES } from '@conque/domain/invoices/invoice-messages';
import { type Action, type Actor, can } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { InvoiceRow } from './store-invoice-pdf';

export const loadInvoice = async (
  db: Executor,
  invoiceId: string,
  options: { lock?: boolean } = {},
): Promise<InvoiceRow | undefined> => {
  const query = db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

/**
 * 404 when the actor may not see the invoice (docs/design.md §3: another establishment's invoice does not
 * exist for it), 403 when it sees it but may not do `action`.
 */
export const assertCanOnInvoice = (actor: Actor, action: Action, row: InvoiceRow | undefined): InvoiceRow => {
  if (!row || !can(actor, 'invoices.view', { establishmentId: row.establishmentId })) {
    throw AppError.notFound(INVOICE_MESSAGES.notFound);
  }
  if (action !== 'invoices.view' && !can(actor, action, { establishmentId: row.establishmentId })) {
    throw AppError.forbidden();
  }
  return row;
};
