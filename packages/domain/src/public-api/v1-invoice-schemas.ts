import { z } from 'zod';
import { INVOICE_PAID_STATUS_VALUES } from '../invoices/invoice-schemas';

// Issue 24 item 2: invoices and credit notes on /api/v1, as the screens list them (10 a page,
// newest first), amounts in integer cents. Their types are the screens' own: these schemas
// describe them (the routes type their answers with both, so the two stay the same).

export const apiPageQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'Nombre entier attendu' })
    .int('Nombre entier attendu')
    .min(1, 'Au moins 1')
    .max(100_000, 'Page trop grande')
    .optional()
    .meta({ description: 'Page de 10, à partir de 1' }),
});

export const apiIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide' }).meta({ param: { name: 'id', in: 'path' } }),
});

const cents = z.number().int().meta({ description: 'En centimes' });

export const apiInvoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    month: z.string(),
    establishment_id: z.uuid(),
    establishment_name: z.string(),
    total_ht: cents,
    total_tva: cents,
    total_ttc: cents,
    paid_status: z.enum(INVOICE_PAID_STATUS_VALUES),
    paid_at: z.string().nullable(),
    pdf_url: z.string().nullable(),
    issued_at: z.string(),
    due_at: z.string(),
    created_at: z.string(),
    credited_ttc: cents,
  })
  .meta({ id: 'Invoice' });

export const apiCreditNoteSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    invoice_id: z.uuid(),
    invoice_number: z.string(),
    establishment_id: z.uuid(),
    establishment_name: z.string(),
    reason: z.string(),
    order_count: z.number().int(),
    total_ht: cents,
    total_tva: cents,
    total_ttc: cents,
    pdf_url: z.string().nullable(),
    issued_at: z.string(),
  })
  .meta({ id: 'CreditNote' });

const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .meta({ id });

export const apiInvoicePageSchema = pageOf(apiInvoiceSchema, 'InvoicePage');
export const apiCreditNotePageSchema = pageOf(apiCreditNoteSchema, 'CreditNotePage');
