import { z } from 'zod';

// GET /api/accounting/sales-entries?period=2026-10|2026&format=fec|csv.
export const ACCOUNTING_FORMATS = ['fec', 'csv'] as const;

export const salesEntriesQuerySchema = z.strictObject({
  period: z
    .string({ error: 'Choisissez un mois (AAAA-MM) ou une année (AAAA).' })
    .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { error: 'Choisissez un mois (AAAA-MM) ou une année (AAAA).' }),
  format: z.enum(ACCOUNTING_FORMATS, { error: 'Le format vaut fec ou csv.' }),
});
export type SalesEntriesQuery = z.infer<typeof salesEntriesQuerySchema>;
