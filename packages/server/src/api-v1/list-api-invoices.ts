import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import type { ApiInvoicesQuery } from '@conque/domain/public-api/v1-invoice-schemas';
import { API_LIST_LIMIT_DEFAULT } from '@conque/domain/public-api/v1-list-query';
import { and, asc, inArray, sql } from 'drizzle-orm';
import { listScopeCondition } from '../db/list-scope-condition';
import { type InvoicePaidStatus, invoices } from '../db/schema/index';
import { invoiceListItem } from '../features/invoices/list-invoices';
import { AppError } from '../http/app-error';
import type { Deps } from '../kernel/deps';
import { cursorPage, filterValues, updatedAtText, walkConditions } from './list-cursor';

/**
 * Decision 138: the invoices a key's creator sees, oldest change first (paid, its PDF stored, a
 * credit note issued on it), by the orders' cursor, so that an accounting program asking for what
 * changed since its last run misses none. The rows are the screens' (list-invoices.ts) with
 * `updated_at`.
 */
export const listApiInvoices = async (deps: Deps, actor: Actor, query: ApiInvoicesQuery) => {
  if (!can(actor, 'invoices.list')) throw AppError.forbidden();
  const scope = listScope(actor);
  if (scope.kind === 'none') return { items: [], next_cursor: null };
  const limit = query.limit ?? API_LIST_LIMIT_DEFAULT;
  const statuses = filterValues<InvoicePaidStatus>(query.paid_status);
  const rows = await deps.db
    .select({
      invoice: invoices,
      // As list-invoices.ts: what its credit notes gave back, TTC (the table named: drizzle leaves a
      // one-table select's columns unqualified, which the subquery would read as its own).
      credited: sql<number>`(select coalesce(sum(cn.total_ttc), 0)::int from credit_notes cn
        where cn.invoice_id = "invoices"."id")`,
      id: invoices.id,
      updatedAtText: updatedAtText(invoices),
    })
    .from(invoices)
    .where(
      and(
        listScopeCondition(scope, invoices.establishmentId),
        statuses ? inArray(invoices.paidStatus, statuses) : undefined,
        ...walkConditions(invoices, query),
      ),
    )
    .orderBy(asc(invoices.updatedAt), asc(invoices.id))
    .limit(limit + 1);
  return cursorPage(rows, limit, (row) => ({
    ...invoiceListItem(row.invoice, row.credited),
    updated_at: row.invoice.updatedAt.toISOString(),
  }));
};
