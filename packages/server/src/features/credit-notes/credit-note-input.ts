import { idField } from '@conque/domain/shared/fields';
import { pageField } from '@conque/domain/shared/list-query';
import { z } from 'zod';

export const creditNoteIdParamSchema = z.strictObject({ creditNoteId: idField });

/** The credit notes beside the invoices, newest first, pages of 10. */
export const listCreditNotesQuerySchema = z.strictObject({ page: pageField });
export type ListCreditNotesQuery = z.infer<typeof listCreditNotesQuerySchema>;
