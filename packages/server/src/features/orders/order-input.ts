import { SHIPPING_METHOD_VALUES } from '@conque/domain/catalogue/shipping-methods';
import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import { orderUpdatesSchema } from '@conque/domain/orders/order-schemas';
import { ORDER_STATUSES } from '@conque/domain/orders/statuses';
import { DUE_FILTERS } from '@conque/domain/planning/due';
import { idField } from '@conque/domain/shared/fields';
import { blankIsAbsent, pageField, searchField } from '@conque/domain/shared/list-query';
import { z } from 'zod';

// The inputs of the order endpoints that domain/src/orders does not define (path ids, the list query,
// the calculate-order-prices body). They may move to domain when the web app wants them.

export const orderIdParamSchema = z.strictObject({ orderId: idField });

export const generateOrderPdfSchema = z.strictObject({ orderId: idField });

/** Spec 001 §7 calculate-order-prices: the wizard's order as it stands (saved or not). */
export const calculateOrderPricesSchema = z.strictObject({
  // Not strict: the wizard may send the order as GET /api/orders/:id answered it; only these count.
  order: z.object({
    id: idField.optional(),
    details: orderUpdatesSchema.shape.details,
    transfer_method: orderUpdatesSchema.shape.transfer_method,
    stl_files: orderUpdatesSchema.shape.stl_files,
  }),
  shippingMethod: z.enum(SHIPPING_METHOD_VALUES, { error: ORDER_MESSAGES.selectShippingMethod }),
  toSave: z.boolean().optional(),
});
export type CalculateOrderPricesInput = z.infer<typeof calculateOrderPricesSchema>;

/** Spec 001 §2 status filter: any status but draft (drafts are never listed); 'all' is no filter. */
export const LISTED_STATUSES = ORDER_STATUSES.filter((status) => status !== 'draft');

export const listOrdersQuerySchema = z.strictObject({
  search: searchField,
  status: z.preprocess(
    (value) => (value === 'all' ? undefined : blankIsAbsent(value)),
    z.enum(LISTED_STATUSES, { error: 'Statut inconnu' }).optional(),
  ),
  // `remake=true` lists remakes only; absent, empty or false lists every order.
  remake: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' || value === '' ? undefined : value),
    z.literal(true, { error: 'Le filtre des refabrications vaut true ou false.' }).optional(),
  ),
  // The lab's « En retard », « À expédier aujourd'hui » and « À risque », and the sort by promised day.
  due: z.preprocess(
    blankIsAbsent,
    z.enum(DUE_FILTERS, { error: 'Le filtre vaut late, today ou at_risk.' }).optional(),
  ),
  sort: z.preprocess(
    (value) => (value === 'created' ? undefined : blankIsAbsent(value)),
    z.literal('promised', { error: 'Le tri vaut created ou promised.' }).optional(),
  ),
  page: pageField,
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

/** The CSV export takes the list's search and status, never a page. */
export const exportOrdersQuerySchema = listOrdersQuerySchema.omit({ page: true, due: true, sort: true });
export type ExportOrdersQuery = z.infer<typeof exportOrdersQuerySchema>;
