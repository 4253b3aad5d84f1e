import {
  apiCreditNotePageSchema,
  apiIdParamsSchema,
  apiInvoicePageSchema,
  apiPageQuerySchema,
} from '@conque/domain/public-api/v1-invoice-schemas';
import { createRoute, type OpenAPIHono, type z } from '@hono/zod-openapi';
import { createCreditNotePdfUrl } from '../features/credit-notes/create-credit-note-pdf-url';
import { createCreditNoteXmlUrl } from '../features/credit-notes/create-credit-note-xml-url';
import { listCreditNotes } from '../features/credit-notes/list-credit-notes';
import { createInvoicePdfUrl } from '../features/invoices/create-invoice-pdf-url';
import { createInvoiceXmlUrl } from '../features/invoices/create-invoice-xml-url';
import { listInvoices } from '../features/invoices/list-invoices';
import type { AppEnv } from '../http/context';
import { keyRoute } from './v1-routes';

// Issue 24 item 2: invoices and credit notes, and their Factur-X files, for the accounting software.
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

export const registerInvoiceRoutes = (v1: OpenAPIHono<AppEnv>) => {
  v1.openapi(
    createRoute(
      keyRoute('invoices:read', {
        method: 'get',
        path: '/invoices',
        tags: ['Factures'],
        summary: 'Lister les factures',
        description: 'Les factures visibles par la clé, les plus récentes d’abord, par pages de 10.',
        request: { query: apiPageQuerySchema },
        responses: {
          200: { description: 'Une page', content: { 'application/json': { schema: apiInvoicePageSchema } } },
        },
      }),
    ),
    async (c) => {
      const page: z.infer<typeof apiInvoicePageSchema> = await listInvoices(
        c.var.deps,
        c.var.apiCaller.actor,
        {
          page: c.req.valid('query').page ?? 1,
        },
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
        description: 'Les avoirs visibles par la clé, les plus récents d’abord, par pages de 10.',
        request: { query: apiPageQuerySchema },
        responses: {
          200: {
            description: 'Une page',
            content: { 'application/json': { schema: apiCreditNotePageSchema } },
          },
        },
      }),
    ),
    async (c) => {
      const page: z.infer<typeof apiCreditNotePageSchema> = await listCreditNotes(
        c.var.deps,
        c.var.apiCaller.actor,
        { page: c.req.valid('query').page ?? 1 },
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
