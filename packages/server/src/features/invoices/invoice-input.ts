import { lifecycleStatusFilter } from '@conque/domain/einvoicing/lifecycle-statuses';
import { idField } from '@conque/domain/shared/fields';
import { searchField, searchPageQuerySchema } from '@conque/domain/shared/list-query';
import { z } from 'zod';

export const invoiceIdParamSchema = z.strictObject({ invoiceId: idField });

/**
 * Spec 001 §2 invoices pages: a search box and pages of 10, like the other lists; and the filter by
 * lifecycle status (decision 147).
 */
export const listInvoicesQuerySchema = searchPageQuerySchema.extend({ status: lifecycleStatusFilter });
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;

/** The CSV export takes the list's search, never a page. */
export const exportInvoicesQuerySchema = z.strictObject({ search: searchField });
export type ExportInvoicesQuery = z.infer<typeof exportInvoicesQuerySchema>;
