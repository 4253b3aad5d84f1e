import type { StoredOrderDetails } from '@conque/domain/orders/details-schema';
import type { ShippingAddressSnapshot } from '@conque/domain/orders/order-schemas';

/** What the order form prints: a validated order, as stored, and the maker's identity. */
export type OrderFormData = {
  organisation: { name: string; address: string; phone: string; email: string };
  orderNumber: string;
  validatedAt: Date;
  establishment: {
    name: string;
    siret: string;
    billing_street_address: string;
    billing_postal_code: string;
    billing_city: string;
  } | null;
  creator: { first_name: string | null; last_name: string | null; email: string } | null;
  patient: { firstName: string; lastName: string; gender: string | null; hearingLoss: string };
  details: StoredOrderDetails | null;
  shippingMethod: string;
  shippingAddress: ShippingAddressSnapshot | null;
  /** The promised day ('yyyy-MM-dd'); absent for orders validated before it existed. */
  promisedShipOn?: string | null;
  transferMethod: string | null;
  stlFileNames: string[];
  comment: string;
};

// docs/design.md §7: the PDF standard fonts cannot draw U+202F, which Intl's French formats use.
export const pdfText = (text: string): string => text.replace(/\u202f/g, '\u00a0');
