import { EINVOICING_FIELD_LABELS } from '../einvoicing/settings-schema';
import { EMAIL_KIND_LABELS } from '../email-preferences/email-kinds';
import { INVOICE_FIELD_LABELS } from '../invoices/field-labels';
import { ORDER_FIELD_LABELS } from '../orders/field-labels';
import { PLANNING_FIELD_LABELS } from '../planning/field-labels';
import { PRICE_LIST_FIELD_LABELS } from '../pricing/price-list-versions';
import { PRODUCTION_FIELD_LABELS } from '../production/field-labels';
import { SHARED_FIELD_LABELS } from '../shared/field-names';

// Every French field name a 400 may give, composed once from each area's own table, never patched
// at import time: the shared names first in precedence, then the orders', the invoices', the price
// list's, the planning's and the production's (a name two areas give differently keeps the earlier one's).
export const FIELD_LABELS: Readonly<Record<string, string>> = Object.freeze({
  ...PRODUCTION_FIELD_LABELS,
  ...EINVOICING_FIELD_LABELS,
  ...PLANNING_FIELD_LABELS,
  ...PRICE_LIST_FIELD_LABELS,
  ...INVOICE_FIELD_LABELS,
  ...ORDER_FIELD_LABELS,
  ...EMAIL_KIND_LABELS,
  ...SHARED_FIELD_LABELS,
});

/** The French name of the last named part of an issue's path (a key of a list item's object). */
export const fieldLabel = (path: readonly PropertyKey[]): string => {
  const key = path.filter((part) => typeof part === 'string').at(-1);
  if (typeof key !== 'string') return 'corps de la requête';
  return FIELD_LABELS[key] ?? key;
};
