import { issueCreditNoteSchema } from '@conque/domain/invoices/credit-note-schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseQuery, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { invoiceIdParamSchema } from '../invoices/invoice-input';
import { listInvoiceOrders } from '../invoices/list-invoice-orders';
import { createCreditNotePdfUrl } from './create-credit-note-pdf-url';
import { creditNoteIdParamSchema, listCreditNotesQuerySchema } from './credit-note-input';
import { issueCreditNote } from './issue-credit-note';
import { listCreditNotes } from './list-credit-notes';

// Credit notes, beside the invoices.
/** Mounted at /api/credit-notes. */
export const creditNoteRoutes = new Hono<AppEnv>();
/** Mounted at /api/invoices: an invoice's orders, and its credit notes. */
export const invoiceCreditNoteRoutes = new Hono<AppEnv>();

invoiceCreditNoteRoutes.get('/:id/orders', requireUser, async (c) => {
  const { invoiceId } = parseWith(invoiceIdParamSchema, { invoiceId: c.req.param('id') });
  return c.json(await listInvoiceOrders(c.var.deps, currentActor(c.var.currentUser), invoiceId));
});

invoiceCreditNoteRoutes.post('/:id/credit-notes', requireUser, async (c) => {
  const { invoiceId } = parseWith(invoiceIdParamSchema, { invoiceId: c.req.param('id') });
  const input = await parseJsonBody(c, issueCreditNoteSchema);
  const actor = currentActor(c.var.currentUser);
  return c.json(await issueCreditNote(c.var.deps, actor, invoiceId, input), 201);
});

creditNoteRoutes.get('/', requireUser, async (c) => {
  const query = parseQuery(c, listCreditNotesQuerySchema);
  return c.json(await listCreditNotes(c.var.deps, currentActor(c.var.currentUser), query));
});

creditNoteRoutes.post('/:id/pdf-url', requireUser, async (c) => {
  const { creditNoteId } = parseWith(creditNoteIdParamSchema, { creditNoteId: c.req.param('id') });
  return c.json(await createCreditNotePdfUrl(c.var.deps, currentActor(c.var.currentUser), creditNoteId));
});
