import { z } from 'zod';

export const REMAKE_RATE_MONTHS = { default: 12, max: 24 } as const;

/** GET /api/remake-rates?months=: the period the rates cover, 1 to 24 months back (12 by default). */
export const remakeRatesQuerySchema = z.strictObject({
  months: z.coerce
    .number({ error: 'La période doit être un nombre de mois.' })
    .int('La période doit être un nombre entier de mois.')
    .min(1, "La période doit être d'au moins 1 mois.")
    .max(REMAKE_RATE_MONTHS.max, `La période ne peut pas dépasser ${REMAKE_RATE_MONTHS.max} mois.`)
    .default(REMAKE_RATE_MONTHS.default),
});
