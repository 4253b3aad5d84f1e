import { z } from 'zod';
import { INVOICE_PAID_STATUS_VALUES } from '../invoices/invoice-schemas';
import { apiCursorPageSchema, apiListQuerySchema, commaListFilter } from './v1-list-query';

// Invoices and credit notes on /api/v1, amounts in integer cents. Their rows are the
// screens' own: these schemas describe them (the routes type their answers with both, so the two stay
// the same). Decision 138: read as the orders are, oldest change first by cursor, the rows with their
// `updated_at`; `page`, the screens' pages of 10 newest first, still answers as it did, deprecated.

const NUMBERED_PAGE_MAX = 100_000;

const pageField = z.coerce
  .number({ error: 'Nombre entier attendu' })
  .int('Nombre entier attendu')
  .min(1, 'Au moins 1')
  .max(NUMBERED_PAGE_MAX, 'Page trop grande')
  .optional()
  .meta({
    description:
      'Obsolète : une page de 10, les plus récentes d’abord, à partir de 1, avec le total (l’ancienne réponse). Ne se combine avec aucun autre paramètre ; sans lui, la liste se lit par `cursor`.',
    param: { deprecated: true },
  });

/** `page` answers the screens' pages alone (decision 138): with the walk's parameters, a 400 naming it. */
const pageAlone =
  (walk: z.ZodObject) => (query: { page?: number } & Record<string, unknown>, context: z.RefinementCtx) => {
    const sent = Object.keys(walk.shape).filter((name) => query[name] !== undefined);
    if (query.page === undefined || sent.length === 0) return;
    context.addIssue({
      code: 'custom',
      path: ['page'],
      message: `obsolète, elle ne se combine pas avec ${sent.join(', ')}`,
    });
  };

const invoicesWalk = apiListQuerySchema(
  { plural: 'factures', changed: 'modifiées' },
  {
    paid_status: commaListFilter(
      INVOICE_PAID_STATUS_VALUES,
      'Statut de paiement inconnu',
      '`pending` (en attente), `paid` (payée), ou les deux séparés par une virgule',
    ),
  },
);
export const apiInvoicesQuerySchema = invoicesWalk
  .extend({ page: pageField })
  .superRefine(pageAlone(invoicesWalk));
export type ApiInvoicesQuery = z.infer<typeof apiInvoicesQuerySchema>;

const creditNotesWalk = apiListQuerySchema({ plural: 'avoirs', changed: 'modifiés' }, {});
export const apiCreditNotesQuerySchema = creditNotesWalk
  .extend({ page: pageField })
  .superRefine(pageAlone(creditNotesWalk));
export type ApiCreditNotesQuery = z.infer<typeof apiCreditNotesQuerySchema>;

export const apiIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide' }).meta({ param: { name: 'id', in: 'path' } }),
});

const cents = z.number().int().meta({ description: 'En centimes' });
const updatedAt = z.string().meta({
  description:
    'Sa dernière modification (à la milliseconde) ; une synchronisation reprend en `updated_since` un peu avant la plus récente lue',
});

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
    updated_at: updatedAt,
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
    updated_at: updatedAt,
  })
  .meta({ id: 'CreditNote' });

export const apiInvoicePageSchema = apiCursorPageSchema(apiInvoiceSchema, 'InvoicePage');
export const apiCreditNotePageSchema = apiCursorPageSchema(apiCreditNoteSchema, 'CreditNotePage');

/** The answer to the deprecated `page`, as it was: the rows without `updated_at`, and the count. */
const numberedPageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .meta({ id, deprecated: true });

export const apiInvoiceNumberedPageSchema = numberedPageOf(
  apiInvoiceSchema.omit({ updated_at: true }),
  'InvoiceNumberedPage',
);
export const apiCreditNoteNumberedPageSchema = numberedPageOf(
  apiCreditNoteSchema.omit({ updated_at: true }),
  'CreditNoteNumberedPage',
);
