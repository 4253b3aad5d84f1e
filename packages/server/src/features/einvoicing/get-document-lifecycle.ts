import type { DocumentLifecycleJson } from '@conque/domain/einvoicing/lifecycle-api-types';
import { PAYMENT_TRANSMITTED, PAYMENT_TRANSMITTED_HINT } from '@conque/domain/einvoicing/lifecycle-statuses';
import { type Actor, can } from '@conque/domain/permissions/can';
import { asc, eq } from 'drizzle-orm';
import {
  creditNotes,
  einvoicingDocumentStatuses,
  einvoicingLifecycleStatuses,
  invoices,
} from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { currentLifecycleStatus, lifecycleStatusJson } from './lifecycle-status-json';

const NOT_FOUND = 'Facture ou avoir introuvable';

/**
 * Decision 147: an invoice's or credit note's lifecycle, to whoever sees the document (the lab, the
 * clinic's managers for their establishment's; users and viewers none: invoices.view). « Paiement
 * transmis » on an invoice not marked paid adds the hint to check the bank.
 */
export const getDocumentLifecycle = async (
  deps: Deps,
  actor: Actor,
  documentId: string,
): Promise<DocumentLifecycleJson> => {
  const [invoice] = await deps.db
    .select({ establishmentId: invoices.establishmentId, paidStatus: invoices.paidStatus })
    .from(invoices)
    .where(eq(invoices.id, documentId));
  const [note] = invoice
    ? []
    : await deps.db
        .select({ establishmentId: creditNotes.establishmentId })
        .from(creditNotes)
        .where(eq(creditNotes.id, documentId));
  const document = invoice ?? note;
  if (!document || !can(actor, 'invoices.view', { establishmentId: document.establishmentId }))
    throw AppError.notFound(NOT_FOUND);
  const [current] = await deps.db
    .select()
    .from(einvoicingDocumentStatuses)
    .where(eq(einvoicingDocumentStatuses.documentId, documentId));
  const history = await deps.db
    .select()
    .from(einvoicingLifecycleStatuses)
    .where(eq(einvoicingLifecycleStatuses.documentId, documentId))
    .orderBy(asc(einvoicingLifecycleStatuses.statusAt), asc(einvoicingLifecycleStatuses.receivedAt));
  const transmitted = history.some((row) => row.statusCode === PAYMENT_TRANSMITTED);
  return {
    current: currentLifecycleStatus(current ?? null),
    history: history.map(lifecycleStatusJson),
    hint: transmitted && invoice?.paidStatus === 'pending' ? PAYMENT_TRANSMITTED_HINT : null,
  };
};
