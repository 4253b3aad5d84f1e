import { flowStatusJson } from '@conque/domain/einvoicing/flow-status';
import type { CreditNotePage } from '@conque/domain/invoices/credit-note-schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import { PAGE_SIZE } from '@conque/domain/shared/list-query';
import { count, desc, eq } from 'drizzle-orm';
import { listScopeCondition } from '../../db/list-scope-condition';
import { creditNotes, invoices } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { documentFlowSql } from '../einvoicing/document-flow';
import type { ListCreditNotesQuery } from './credit-note-input';
import { creditNoteListItem } from './credit-note-view';

/**
 * "Manager and preparator see credit notes beside invoices": whoever lists the
 * invoices lists their credit notes (a preparator all, a manager its establishment's), newest first.
 */
export const listCreditNotes = async (
  deps: Deps,
  actor: Actor,
  query: ListCreditNotesQuery,
): Promise<CreditNotePage> => {
  if (!can(actor, 'invoices.list')) throw AppError.forbidden();
  const empty = { items: [], total: 0, page: query.page, pageSize: PAGE_SIZE };
  const scope = listScope(actor);
  if (scope.kind === 'none') return empty;
  const where = listScopeCondition(scope, creditNotes.establishmentId);
  const [counted] = await deps.db.select({ total: count() }).from(creditNotes).where(where);
  const rows = await deps.db
    .select({
      creditNote: creditNotes,
      invoiceNumber: invoices.number,
      flow: documentFlowSql('credit_note', creditNotes.id),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(where)
    .orderBy(desc(creditNotes.createdAt), desc(creditNotes.number))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      ...creditNoteListItem(row.creditNote, row.invoiceNumber),
      einvoicing: flowStatusJson('credit_note', row.flow),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
};
