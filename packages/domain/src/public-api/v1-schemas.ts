import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/statuses';
import { apiCursorPageSchema, apiListQuerySchema, commaListFilter } from './v1-list-query';

// The contract of /api/v1, written once. The server validates its inputs
// with these schemas and its OpenAPI document is generated from them (`meta({ id })` names the
// document's components); its tests parse every answer with the answer's schema.

export const errorSchema = z
  .object({
    error: z.object({
      code: z
        .string()
        .meta({ description: 'Code stable (bad_request, unauthorized, forbidden, not_found…)' }),
      message: z.string().meta({ description: 'Message en français' }),
      field: z.string().optional().meta({ description: 'Le champ en cause, pour une requête invalide' }),
    }),
  })
  .meta({ id: 'Error' });

const LISTED_STATUSES = ORDER_STATUSES.filter((status) => status !== 'draft');

export const apiOrdersQuerySchema = apiListQuerySchema(
  { plural: 'commandes', changed: 'modifiées' },
  {
    status: commaListFilter(
      LISTED_STATUSES,
      'Statut inconnu',
      'Un ou plusieurs statuts séparés par des virgules, ex. `registered,in_progress`',
    ),
  },
);
export type ApiOrdersQuery = z.infer<typeof apiOrdersQuerySchema>;

export const apiOrderIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide' }).meta({ param: { name: 'id', in: 'path' } }),
});

export const apiOrderSummarySchema = z
  .object({
    id: z.uuid(),
    order_number: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    establishment_id: z.uuid(),
    patient_first_name: z.string(),
    patient_last_name: z.string(),
    shipping_method: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    validated_at: z.string().nullable(),
    promised_ship_on: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type ApiOrderSummary = z.infer<typeof apiOrderSummarySchema>;

export const apiOrderPageSchema = apiCursorPageSchema(apiOrderSummarySchema, 'OrderPage');

export const apiOrderFileSchema = z
  .object({
    name: z.string(),
    path: z.string(),
    size: z.number().int(),
    ear: z.enum(['left', 'right']).nullable(),
    download_url: z
      .string()
      .nullable()
      .meta({ description: 'Lien signé valable 60 s ; null sans le droit `files:read`' }),
  })
  .meta({ id: 'OrderFile' });

export const apiOrderEventSchema = z
  .object({
    kind: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    actor_name: z.string(),
    via_api_key: z
      .string()
      .nullable()
      .meta({ description: 'Le nom de la clé, pour un changement fait via l’API' }),
    created_at: z.string(),
  })
  .meta({ id: 'OrderEvent' });

export const apiOrderSchema = apiOrderSummarySchema
  .extend({
    configuration: z.record(z.string(), z.unknown()).nullable().meta({
      description: 'La configuration de l’embout, telle que le formulaire de commande l’enregistre',
    }),
    comment: z.string(),
    tracking_url: z.string().nullable(),
    files: z.array(apiOrderFileSchema),
    history: z.array(apiOrderEventSchema),
  })
  .meta({ id: 'Order' });
export type ApiOrder = z.infer<typeof apiOrderSchema>;
