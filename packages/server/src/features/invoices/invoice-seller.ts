import type { Config } from '../../config';
import type { InvoiceSeller } from '../../pdf/invoice-data';

/**
 * The French intra-community VAT number follows from the SIREN (the SIRET's first 9 digits):
 * FR + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97.
 */
export const vatNumberOf = (siret: string): string => {
  const siren = siret.slice(0, 9);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
};

/** DESIGN §5.11: an invoice names the seller, the organisation (config.ts, ORG_SIRET), with its SIRET. */
export const invoiceSeller = (config: Config): InvoiceSeller => {
  const { name, address, phone, email, siret } = config.organisation;
  return { name, address, phone, email, siret, vatNumber: vatNumberOf(siret) };
};
