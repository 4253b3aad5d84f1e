import {
  apiCreditNoteNumberedPageSchema,
  apiCreditNotePageSchema,
  apiCreditNotesQuerySchema,
  apiIdParamsSchema,
  apiInvoiceNumberedPageSchema,
  apiInvoicePageSchema,
  apiInvoicesQuerySchema,
} from '@conque/domain/public-api/v1-invoice-schemas';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { createCreditNotePdfUrl } from '../features/credit-notes/create-credit-note-pdf-url';
import { createCreditNoteXmlUrl } from '../features/credit-notes/create-credit-note-xml-url';
import { listCreditNotes } from '../features/credit-notes/list-credit-notes';
import { createInvoicePdfUrl } from '../features/invoices/create-invoice-pdf-url';
import { createInvoiceXmlUrl } from '../features/invoices/create-invoice-xml-url';
import { listInvoices } from '../features/invoices/list-invoices';
import type { AppEnv } from '../http/context';
import { listApiCreditNotes } from './list-api-credit-notes';
import { listApiInvoices } from './list-api-invoices';
import { keyRoute } from './v1-routes';

// Invoices and credit notes, and their Factur-X files, for the accounting software.
// A download answers 302 to a link signed for 60 s (the local directory's or S3's), as the screens'
// download buttons follow one: the file never passes through this process twice.

const REDIRECT = {
  302: {
    description: 'Vers le fichier (lien signé valable 60 s)',
    headers: { Location: { schema: { type: 'string' } } },
  },
} as const;

const download = (path: string, summary: string) =>
  createRoute(
    keyRoute('invoices:read', {
      method: 'get',
      path,
      tags: ['Factures'],
      summary,
      request: { params: apiIdParamsSchema },
      responses: REDIRECT,
    }),
  );

// Decision 138: a list by cursor, as the orders' (decision 126), as soon as one of its parameters
// is given; with `page` (deprecated) or none at all, the screens' pages of 10 newest first, as it
// answered before, so that no program written against the first answer breaks.
const WALK =
  'de la plus anciennement modifiée à la plus récente, par pages, dès qu’un paramètre de parcours est donné (`cursor`, `updated_since`, `limit`, filtres). Sans paramètre, ou avec `page` (obsolète) seul : l’ancienne réponse, les plus récentes d’abord, par pages de 10, avec le total.';

/** No parameter of the walk given: the first answer's page (decision 138). */
const numbered = (query: Record<string, unknown>) =>
  query.page !== undefined || Object.values(query).every((value) => value === undefined);

const onePage = (cursorPage: z.ZodType, numberedPage: z.ZodType) => ({
  200: {
    description: 'Une page (par numéro avec `page`)',
    content: { 'application/json': { schema: z.union([cursorPage, numberedPage]) } },
  },
});

export const registerInvoiceRoutes = (v1: OpenAPIHono<AppEnv>) => {
  v1.openapi(
    createRoute(
      keyRoute('invoices:read', {
        method: 'get',
        path: '/invoices',
        tags: ['Factures'],
        summary: 'Lister les factures',
        description: `Les factures visibles par la clé, ${WALK}`,
        request: { query: apiInvoicesQuerySchema },
        responses: onePage(apiInvoicePageSchema, apiInvoiceNumberedPageSchema),
      }),
    ),
    async (c) => {
      const query = c.req.valid('query');
      if (numbered(query)) {
        const first: z.infer<typeof apiInvoiceNumberedPageSchema> = await listInvoices(
          c.var.deps,
          c.var.apiCaller.actor,
          { page: query.page ?? 1 },
        );
        return c.json(first, 200);
      }
      const page: z.infer<typeof apiInvoicePageSchema> = await listApiInvoices(
        c.var.deps,
        c.var.apiCaller.actor,
        query,
      );
      return c.json(page, 200);
    },
  );

  v1.openapi(download('/invoices/{id}/pdf', 'Télécharger la facture (PDF Factur-X)'), async (c) => {
    const { signedUrl } = await createInvoicePdfUrl(
      c.var.deps,
      c.var.apiCaller.actor,
      c.req.valid('param').id,
    );
    return c.redirect(signedUrl, 302);
  });

  v1.openapi(download('/invoices/{id}/xml', 'Télécharger le XML Factur-X de la facture'), async (c) => {
    const { signedUrl } = await createInvoiceXmlUrl(
      c.var.deps,
      c.var.apiCaller.actor,
      c.req.valid('param').id,
    );
    return c.redirect(signedUrl, 302);
  });

  v1.openapi(
    createRoute(
      keyRoute('invoices:read', {
        method: 'get',
        path: '/credit-notes',
        tags: ['Factures'],
        summary: 'Lister les avoirs',
        description: `Les avoirs visibles par la clé, ${WALK}`,
        request: { query: apiCreditNotesQuerySchema },
        responses: onePage(apiCreditNotePageSchema, apiCreditNoteNumberedPageSchema),
      }),
    ),
    async (c) => {
      const query = c.req.valid('query');
      if (numbered(query)) {
        const first: z.infer<typeof apiCreditNoteNumberedPageSchema> = await listCreditNotes(
          c.var.deps,
          c.var.apiCaller.actor,
          { page: query.page ?? 1 },
        );
        return c.json(first, 200);
      }
      const page: z.infer<typeof apiCreditNotePageSchema> = await listApiCreditNotes(
        c.var.deps,
        c.var.apiCaller.actor,
        query,
      );
      return c.json(page, 200);
    },
  );

  v1.openapi(download('/credit-notes/{id}/pdf', 'Télécharger l’avoir (PDF)'), async (c) => {
    const { signedUrl } = await createCreditNotePdfUrl(
      c.var.deps,
      c.var.apiCaller.actor,
      c.req.valid('param').id,
    );
    return c.redirect(signedUrl, 302);
  });

  v1.openapi(download('/credit-notes/{id}/xml', 'Télécharger le XML Factur-X de l’avoir'), async (c) => {
    const { signedUrl } = await createCreditNoteXmlUrl(
      c.var.deps,
      c.var.apiCaller.actor,
      c.req.valid('param').id,
    );
    return c.redirect(signedUrl, 302);
  });
};
