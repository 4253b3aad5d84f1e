import { z } from 'zod';
import type { Config } from '../../config';
import type { InvoiceSeller } from '../../pdf/invoice-data';

// DESIGN §5.11: an invoice names the seller with its SIRET. config.ts's organisation (DESIGN §5.1)
// has no SIRET yet, so it is read here, from the same kind of variable, with a default that keeps
// the embedded mode working; it belongs in config.ts beside ORG_NAME.
const sellerEnv = z.object({
  ORG_SIRET: z
    .string()
    .regex(/^\d{14}$/, 'ORG_SIRET doit contenir 14 chiffres')
    .default('90000000000018'),
});

/**
 * The French intra-community VAT number follows from the SIREN (the SIRET's first 9 digits):
 * FR + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97.
 */
export const vatNumberOf = (siret: string): string => {
  const siren = siret.slice(0, 9);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
};

export const invoiceSeller = (config: Config, env: NodeJS.ProcessEnv = process.env): InvoiceSeller => {
  const { ORG_SIRET } = sellerEnv.parse({ ORG_SIRET: env.ORG_SIRET || undefined });
  return { ...config.organisation, siret: ORG_SIRET, vatNumber: vatNumberOf(ORG_SIRET) };
};
