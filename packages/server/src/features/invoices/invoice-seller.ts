import type { Config } from '../../config';
import type { InvoiceSeller } from '../../pdf/invoice-data';

/**
 * docs/design.md §5.11: an invoice names the seller, the organisation (config.ts: ORG_SIRET, and
 * ORG_VAT_NUMBER or the VAT number its SIREN gives), and its e-invoicing address (BT-34,
 * ORG_EINVOICING_ADDRESS or its SIREN: decision 145).
 */
export const invoiceSeller = (config: Config): InvoiceSeller => {
  const { name, address, phone, email, siret, vatNumber, electronicAddress } = config.organisation;
  return { name, address, phone, email, siret, vatNumber, electronicAddress };
};
