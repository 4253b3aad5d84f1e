import { flowStatusJson } from '@conque/domain/einvoicing/flow-status';
import type { InvoiceListItem, InvoicePage } from '@conque/domain/invoices/invoice-schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import { PAGE_SIZE } from '@conque/domain/shared/list-query';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { listScopeCondition } from '../../db/list-scope-condition';
import { einvoicingDocumentStatuses, invoices } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { containsPattern } from '../../http/list-query';
import type { Deps } from '../../kernel/deps';
import { documentFlowSql } from '../einvoicing/document-flow';
import { currentLifecycleStatus } from '../einvoicing/lifecycle-status-json';
import type { ListInvoicesQuery } from './invoice-input';
import type { InvoiceRow } from './store-invoice-pdf';

export const invoiceListItem = (row: InvoiceRow, creditedTtc: number): InvoiceListItem => ({
  id: row.id,
  number: row.number,
  month: row.month,
  establishment_id: row.establishmentId,
  establishment_name: row.establishmentSnapshot.name,
  total_ht: row.totalHt,
  total_tva: row.totalTva,
  total_ttc: row.totalTtc,
  paid_status: row.paidStatus,
  paid_at: row.paidAt?.toISOString() ?? null,
  pdf_url: row.pdfUrl,
  issued_at: row.issuedAt.toISOString(),
  due_at: row.dueAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  credited_ttc: creditedTtc,
});

/**
 * Spec 001 §7 "invoices: select with count": a preparator sees every establishment's, a manager its
 * own (none without an establishment); the search matches the number or the invoiced
 * establishment's name; newest first, 10 a page.
 */
export const listInvoices = async (
  deps: Deps,
  actor: Actor,
  query: ListInvoicesQuery,
): Promise<InvoicePage> => {
  if (!can(actor, 'invoices.list')) throw AppError.forbidden();
  const empty = { items: [], total: 0, page: query.page, pageSize: PAGE_SIZE };
  const scope = listScope(actor);
  if (scope.kind === 'none') return empty;

  const filters: (SQL | undefined)[] = [listScopeCondition(scope, invoices.establishmentId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(ilike(invoices.number, pattern), sql`${invoices.establishmentSnapshot}->>'name' ilike ${pattern}`),
    );
  }
  if (query.status !== undefined) filters.push(eq(einvoicingDocumentStatuses.statusCode, query.status));
  const where = and(...filters);
  // Decision 147: each invoice's current lifecycle status, beside it and as a filter.
  const withStatus = eq(einvoicingDocumentStatuses.documentId, invoices.id);
  const [counted] = await deps.db
    .select({ total: count() })
    .from(invoices)
    .leftJoin(einvoicingDocumentStatuses, withStatus)
    .where(where);
  const rows = await deps.db
    .select({
      lifecycle: einvoicingDocumentStatuses,
      invoice: invoices,
      // What its credit notes gave back, TTC.
      // Written out: drizzle leaves a one-table select's columns unqualified, which the subquery would
      // read as its own.
      credited: sql<number>`(select coalesce(sum(cn.total_ttc), 0)::int from credit_notes cn
        where cn.invoice_id = "invoices"."id")`,
      flow: documentFlowSql('invoice', sql`"invoices"."id"`),
    })
    .from(invoices)
    .leftJoin(einvoicingDocumentStatuses, withStatus)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      ...invoiceListItem(row.invoice, row.credited),
      lifecycle_status: currentLifecycleStatus(row.lifecycle),
      einvoicing: flowStatusJson('invoice', row.flow),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
};
