import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { OrderDetails, StoredOrderDetails } from '@conque/domain/orders/details-schema';
import { registeredOrderSchema } from '@conque/domain/orders/order-schemas';
import {
  COMPLETE_CLASSIC_EAR,
  COMPLETE_REMOTE_EAR,
  classic,
  protective,
  remote,
} from '@conque/domain/orders/test-fixtures';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';

// The `details` of the generated orders: classic, remote and protective tips, one or both ears, as
// the wizard stores them once validated (prices computed by domain for the order's shipping method).
// Each is checked with registeredOrderSchema, so the bench never lists orders the product could not
// have made.

const ORDER_DETAILS: OrderDetails[] = [
  classic(),
  classic({
    left: { ...COMPLETE_CLASSIC_EAR, shape: 'concha', cord: 'with-cord' },
    right: { ...COMPLETE_CLASSIC_EAR, shape: 'concha', cord: 'with-cord' },
  }),
  classic({
    left: undefined,
    right: { ...COMPLETE_CLASSIC_EAR, material: 'acrylic', finish: 'unvarnished', tube: 'hydrostop' },
  }),
  remote(),
  remote({ left: { ...COMPLETE_REMOTE_EAR }, right: { ...COMPLETE_REMOTE_EAR } }),
  protective('noise', { color: 'translucent', options: ['no-cord'], filters: ['with-filter'] }),
  protective('sleep', { color: 'translucent' }),
  protective('water', { color: 'red', options: ['with-cord'] }, { productType: 'water-case' }),
];

export const SHIPPING_METHODS: readonly ShippingMethod[] = ['standard', 'express', 'pickup'];

export type DetailsTemplate = { kind: number; shipping: ShippingMethod; details: StoredOrderDetails };

/** One template per kind of tip and shipping method (prices depend on both). */
export const detailsTemplates = (): DetailsTemplate[] =>
  ORDER_DETAILS.flatMap((details, kind) =>
    SHIPPING_METHODS.map((shipping) => {
      const checked = registeredOrderSchema.safeParse({
        patient_first_name: 'Jeanne',
        patient_last_name: 'Moreau',
        patient_gender: 'female',
        details,
        shipping_method: shipping,
        shipping_address: shipping === 'pickup' ? null : '00000000-0000-4000-8000-000000000000',
        transfer_method: 'octocloud',
      });
      if (!checked.success) throw new Error(`bench order ${kind} is not valid: ${checked.error.message}`);
      return { kind, shipping, details: { ...details, prices: computeOrderPrices(details, shipping) } };
    }),
  );

export const DETAILS_KINDS = ORDER_DETAILS.length;
