import type { Config } from '../../config';
import type { InvoiceSeller } from '../../pdf/invoice-data';

/**
 * docs/design.md §5.11: an invoice names the seller, the organisation (config.ts: ORG_SIRET, and
 * ORG_VAT_NUMBER or the VAT number its SIREN gives).
 */
export const invoiceSeller = (config: Config): InvoiceSeller => {
  const { name, address, phone, email, siret, vatNumber } = config.organisation;
  return { name, address, phone, email, siret, vatNumber };
};
