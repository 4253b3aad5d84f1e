import {
  generateMonthlyInvoicesSchema,
  updateInvoicePaymentStatusSchema,
} from '@conque/domain/invoices/invoice-schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { Hono } from 'hono';
import { csvHeaders } from '../../csv/csv-stream';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseQuery, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { createInvoicePdfUrl } from './create-invoice-pdf-url';
import { createInvoiceXmlUrl } from './create-invoice-xml-url';
import { exportInvoicesCsv } from './export-invoices-csv';
import { generateMonthlyInvoicesFor } from './generate-monthly-invoices';
import { exportInvoicesQuerySchema, invoiceIdParamSchema, listInvoicesQuerySchema } from './invoice-input';
import { listInvoices } from './list-invoices';
import { updateInvoicePaymentStatus } from './update-invoice-payment-status';

// Spec 001 §7: generate-monthly-invoices and update_invoice_payment_status keep their names in the
// path (docs/design.md §3); "invoices: select with count" is a REST read.
/** Mounted at /api/invoices. */
export const invoiceRoutes = new Hono<AppEnv>();
/** Mounted at /api/rpc: the named call update_invoice_payment_status. */
export const invoiceRpcRoutes = new Hono<AppEnv>();
/** Mounted at /api: the named call generate-monthly-invoices. */
export const invoiceCallRoutes = new Hono<AppEnv>();

invoiceCallRoutes.post('/generate-monthly-invoices', requireUser, async (c) => {
  // Spec §7: "no body"; an empty body (or none) invoices the previous month.
  const text = await c.req.text();
  let body: unknown = {};
  try {
    if (text.trim() !== '') body = JSON.parse(text);
  } catch {
    throw AppError.badRequest(MESSAGES.invalidJson);
  }
  const input = parseWith(generateMonthlyInvoicesSchema, body);
  const actor = currentActor(c.var.currentUser);
  return c.json(await generateMonthlyInvoicesFor(c.var.deps, actor, input));
});

invoiceRoutes.get('/export', requireUser, async (c) => {
  const query = parseQuery(c, exportInvoicesQuerySchema);
  const { fileName, stream } = exportInvoicesCsv(c.var.deps, currentActor(c.var.currentUser), query);
  return new Response(stream, { headers: csvHeaders(fileName) });
});

invoiceRpcRoutes.post('/update_invoice_payment_status', requireUser, async (c) => {
  const input = await parseJsonBody(c, updateInvoicePaymentStatusSchema);
  return c.json(await updateInvoicePaymentStatus(c.var.deps, currentActor(c.var.currentUser), input));
});

invoiceRoutes.get('/', requireUser, async (c) => {
  const query = parseQuery(c, listInvoicesQuerySchema);
  return c.json(await listInvoices(c.var.deps, currentActor(c.var.currentUser), query));
});

invoiceRoutes.post('/:id/pdf-url', requireUser, async (c) => {
  const { invoiceId } = parseWith(invoiceIdParamSchema, { invoiceId: c.req.param('id') });
  return c.json(await createInvoicePdfUrl(c.var.deps, currentActor(c.var.currentUser), invoiceId));
});

// The Factur-X XML alone, like the PDF (a link signed for 60 s).
invoiceRoutes.post('/:id/xml-url', requireUser, async (c) => {
  const { invoiceId } = parseWith(invoiceIdParamSchema, { invoiceId: c.req.param('id') });
  return c.json(await createInvoiceXmlUrl(c.var.deps, currentActor(c.var.currentUser), invoiceId));
});
