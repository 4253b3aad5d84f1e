import { describe, expect, it } from 'vitest';
import { apiCreditNotesQuerySchema, apiInvoicesQuerySchema } from './v1-invoice-schemas';
import { apiOrdersQuerySchema } from './v1-schemas';

// Decision 138: the three lists of /api/v1 read one grammar; `page` (invoices and credit notes,
// deprecated) answers alone.

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? 'ok' : `${result.error?.issues[0]?.path.join('.')}: ${result.error?.issues[0]?.message}`;

describe('the lists’ query', () => {
  it.each([
    [apiOrdersQuerySchema, { status: 'registered,in_progress', limit: '100' }, 'ok'],
    [apiOrdersQuerySchema, { status: 'draft' }, 'status: Statut inconnu'],
    [apiInvoicesQuerySchema, { paid_status: 'pending,paid', updated_since: '2026-11-28T08:00:00Z' }, 'ok'],
    [apiInvoicesQuerySchema, { paid_status: 'late' }, 'paid_status: Statut de paiement inconnu'],
    [apiInvoicesQuerySchema, { limit: '0' }, 'limit: Au moins 1'],
    [apiCreditNotesQuerySchema, { limit: '101' }, 'limit: Au plus 100'],
    [apiCreditNotesQuerySchema, { cursor: 'a b' }, 'cursor: Curseur invalide'],
    [apiInvoicesQuerySchema, { page: '3' }, 'ok'],
    [
      apiInvoicesQuerySchema,
      { page: '3', paid_status: 'paid', limit: '5' },
      'page: obsolète, elle ne se combine pas avec paid_status, limit',
    ],
    [
      apiCreditNotesQuerySchema,
      { page: '1', cursor: 'abc' },
      'page: obsolète, elle ne se combine pas avec cursor',
    ],
    [apiCreditNotesQuerySchema, { paid_status: 'paid' }, 'Unrecognized'],
  ] as const)('%#: %o', (schema, query, expected) => {
    expect(firstIssue(schema.safeParse(query))).toContain(expected);
  });
});
