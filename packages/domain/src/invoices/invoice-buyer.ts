import type { EstablishmentSnapshot } from '../orders/api-types';

// What an invoice keeps of its buyer, copied when it is issued and never rewritten (docs/design.md
// §5.11); a credit note copies its invoice's. The reform's mentions (decision 145) added two keys,
// absent from the invoices issued before them.

/** Where the invoice's goods were delivered, when it is one address other than the billing one (BG-15). */
export type InvoiceDeliveryAddress = {
  name: string;
  street_address: string;
  postal_code: string;
  city: string;
};

export type InvoiceBuyer = EstablishmentSnapshot & {
  /** The address the directory gave at issue (BT-49, scheme 0225); null: none known. */
  electronic_address?: string | null;
  delivery_address?: InvoiceDeliveryAddress | null;
};

/**
 * The operation's category, a mention the reform adds to every invoice: the lab sells goods (the
 * ear tips, their shipping accessory to them). Coded B1 in the CII (BT-23, « Dépôt d'une facture
 * de bien »). The VAT is due on delivery: no « option pour le paiement de la TVA d'après les
 * débits » is printed, and BT-8 is left out (it is for services).
 */
export const OPERATION_CATEGORY = 'Livraison de biens';
