import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import type { ApiCreditNotesQuery } from '@conque/domain/public-api/v1-invoice-schemas';
import { API_LIST_LIMIT_DEFAULT } from '@conque/domain/public-api/v1-list-query';
import { and, asc, eq } from 'drizzle-orm';
import { listScopeCondition } from '../db/list-scope-condition';
import { creditNotes, invoices } from '../db/schema/index';
import { creditNoteListItem } from '../features/credit-notes/credit-note-view';
import { AppError } from '../http/app-error';
import type { Deps } from '../kernel/deps';
import { cursorPage, updatedAtText, walkConditions } from './list-cursor';

/**
 * Decision 138: the credit notes a key's creator sees, oldest change first (issued, its PDF stored),
 * by the orders' cursor. The rows are the screens' (credit-note-view.ts) with `updated_at`.
 */
export const listApiCreditNotes = async (deps: Deps, actor: Actor, query: ApiCreditNotesQuery) => {
  if (!can(actor, 'invoices.list')) throw AppError.forbidden();
  const scope = listScope(actor);
  if (scope.kind === 'none') return { items: [], next_cursor: null };
  const limit = query.limit ?? API_LIST_LIMIT_DEFAULT;
  const rows = await deps.db
    .select({
      creditNote: creditNotes,
      invoiceNumber: invoices.number,
      id: creditNotes.id,
      updatedAtText: updatedAtText(creditNotes),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(listScopeCondition(scope, creditNotes.establishmentId), ...walkConditions(creditNotes, query)))
    .orderBy(asc(creditNotes.updatedAt), asc(creditNotes.id))
    .limit(limit + 1);
  return cursorPage(rows, limit, (row) => ({
    ...creditNoteListItem(row.creditNote, row.invoiceNumber),
    updated_at: row.creditNote.updatedAt.toISOString(),
  }));
};
