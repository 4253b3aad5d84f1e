import { FIELD_LABELS } from '@conque/domain/shared/field-names';
import { idField } from '@conque/domain/shared/fields';
import { pageField } from '@conque/domain/shared/list-query';
import { z } from 'zod';

// A 400 names the credit note's fields in French.
for (const [key, label] of Object.entries({
  order_ids: 'Commandes',
  reason: 'Motif',
  creditNoteId: 'Avoir',
})) {
  FIELD_LABELS[key] ??= label;
}

export const creditNoteIdParamSchema = z.strictObject({ creditNoteId: idField });

/** The credit notes beside the invoices, newest first, pages of 10. */
export const listCreditNotesQuerySchema = z.strictObject({ page: pageField });
export type ListCreditNotesQuery = z.infer<typeof listCreditNotesQuerySchema>;
