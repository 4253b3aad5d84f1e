import { z } from 'zod';
import { EAR_SIDES } from '../catalogue/ear-sides';
import { IMPRESSION_REASONS } from '../orders/impression-requests';
import { createDraftOrderSchema, updateOrderSchema } from '../orders/order-schemas';
import { requestImpressionSchema } from '../orders/request-impression-schema';
import { changeOrderStatusSchema } from '../orders/status-change-schemas';
import { ORDER_STATUSES } from '../orders/statuses';
import { orderPricesSchema } from '../pricing/order-prices';

// The write side of /api/v1: the screens' own schemas (the wizard's draft, the
// preparator's status dialog, « Demander une nouvelle empreinte »), named for the document. A rule
// lives once, in the schema the screens' routes parse with.

export const apiCreateOrderSchema = createDraftOrderSchema.meta({
  id: 'CreateOrder',
  description:
    'Le brouillon et ce qui en est déjà connu (patient, configuration, livraison) : les champs du formulaire de commande, tous facultatifs. `stl_files` reste vide : les empreintes se déposent ensuite.',
});

export const apiCreatedOrderSchema = z.object({ id: z.uuid() }).meta({ id: 'CreatedOrder' });

export const apiOrderPriceSchema = orderPricesSchema.meta({
  id: 'OrderPrice',
  description:
    'Le prix du brouillon selon les tarifs en vigueur, celui que le récapitulatif du formulaire affiche ; montants en centimes.',
});

const { expectedTotalTTC, expectedShipOn } = updateOrderSchema.shape;

export const apiValidateOrderSchema = z
  .strictObject({
    expectedTotalTTC: expectedTotalTTC.unwrap().meta({
      description:
        'Le total TTC lu par `GET /orders/{id}/price`, en centimes : un autre total refuse la validation (409 `price_changed`).',
    }),
    expectedShipOn: expectedShipOn.meta({
      description: 'Facultatif : le jour d’expédition promis attendu (AAAA-MM-JJ), refusé s’il a changé.',
    }),
  })
  .meta({ id: 'ValidateOrder' });

export const apiValidatedOrderSchema = z
  .object({ order_number: z.string().nullable() })
  .meta({ id: 'ValidatedOrder' });

export const apiChangeStatusSchema = changeOrderStatusSchema.meta({ id: 'ChangeStatus' });

export const apiStatusChangedSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    tracking_url: z.string().nullable(),
    shared_shipping_group: z.string().nullable(),
    shipped_at: z.string().nullable(),
  })
  .meta({ id: 'StatusChanged' });

export const apiRequestImpressionSchema = requestImpressionSchema.meta({ id: 'RequestImpression' });

export const apiImpressionRequestSchema = z
  .object({
    id: z.uuid(),
    ears: z.array(z.enum(EAR_SIDES)),
    reason: z.enum(IMPRESSION_REASONS),
    details: z.array(z.string()),
    comment: z.string(),
    replaces: z.array(z.object({ name: z.string(), path: z.string() })),
    requested_at: z.string(),
    requested_by_name: z.string(),
    previous_status: z.enum(ORDER_STATUSES),
    files: z.array(z.object({ name: z.string(), path: z.string() }).loose()),
  })
  .meta({ id: 'ImpressionRequest' });
